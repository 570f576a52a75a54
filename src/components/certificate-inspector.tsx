import { Alert, Badge, Button, Card, Code, CopyButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CertificateValidity, DecodedCertificate } from './certificate-decode';
import { decodedCertificateQueryOptions } from './certificate-decode-query';
import { CopyValue } from './copy-value';
import { DateTime } from './date-time';
import { FieldRow, FieldTable, TextOrNotSet } from './field-table';
import wrapButton from './wrap-button.module.css';

export const VALIDITY: Record<CertificateValidity, { color: string; label: (days: number) => string }> = {
  valid: { color: 'teal', label: (days) => `Valid, ${days} days left` },
  expiring: { color: 'orange', label: (days) => (days <= 0 ? 'Expires within a day' : `Expires in ${days} day${days === 1 ? '' : 's'}`) },
  expired: { color: 'red', label: (days) => `Expired ${-days} day${days === -1 ? '' : 's'} ago` },
  'not-yet-valid': { color: 'orange', label: () => 'Not valid yet' },
};

function downloadPem(pem: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([pem], { type: 'application/x-pem-file' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Decoded({ certificate, title, fileName }: { certificate: DecodedCertificate; title: string; fileName: string }) {
  const validity = VALIDITY[certificate.validity];
  return (
    <Stack gap="xs">
      {certificate.validity !== 'valid' && (
        <Alert color={validity.color} variant="light" title={`${title}: ${validity.label(certificate.daysLeft)}`}>
          {certificate.validity === 'expired'
            ? 'Signatures made with this certificate are no longer trusted. Replace it with the service provider.'
            : certificate.validity === 'expiring'
              ? 'Rotate it with the service provider before it expires, or sign-in will stop working.'
              : 'It becomes valid on its start date.'}
        </Alert>
      )}
      <FieldTable labelWidth={170} aria-label={`${title} details`}>
        <FieldRow label="Subject"><TextOrNotSet value={certificate.subject} /></FieldRow>
        <FieldRow label="Issuer">
          <TextOrNotSet value={certificate.issuer} />
          {certificate.selfSigned && (
            <Text span c="dimmed" size="sm">
              {' '}
              (self-signed)
            </Text>
          )}
        </FieldRow>
        <FieldRow label="Serial number">
          <Code>{certificate.serialNumber}</Code>
        </FieldRow>
        <FieldRow label="Valid from">
          <DateTime value={certificate.notBefore.toISOString()} />
        </FieldRow>
        <FieldRow label="Valid until">
          <Group gap="xs">
            <DateTime value={certificate.notAfter.toISOString()} />
            <Badge color={validity.color} variant="light" tt="none">
              {validity.label(certificate.daysLeft)}
            </Badge>
          </Group>
        </FieldRow>
        <FieldRow label="Public key">
          {certificate.keyAlgorithm}
          {certificate.keySize !== null && `, ${certificate.keySize} bits`}
        </FieldRow>
        <FieldRow label="Signature">{certificate.signatureAlgorithm}</FieldRow>
        <FieldRow label="SHA-256 fingerprint">
          <CopyValue value={certificate.sha256} label={`SHA-256 fingerprint of ${title}`} />
        </FieldRow>
        <FieldRow label="SHA-1 fingerprint">
          <CopyValue value={certificate.sha1} label={`SHA-1 fingerprint of ${title}`} />
        </FieldRow>
      </FieldTable>
      <Group>
        <Button variant="default" size="xs" classNames={wrapButton} onClick={() => downloadPem(certificate.pem, fileName)}>
          Download {title} as .pem
        </Button>
        <CopyButton value={certificate.pem} timeout={1500}>
          {({ copied, copy }) => (
            <Button variant="default" size="xs" classNames={wrapButton} onClick={copy} color={copied ? 'teal' : undefined}>
              {copied ? 'PEM copied' : `Copy ${title} as PEM`}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * One X.509 certificate sent as base64 DER, decoded in the browser: subject, issuer, serial,
 * validity with an expiry warning, fingerprints, key, and a .pem download. Anything that is not a
 * certificate is shown as "could not decode" with the raw value, never a crash.
 */
export function CertificateInspector({ value, title, fileNameFallback }: { value: string; title: string; fileNameFallback: string }) {
  const decoded = useQuery(decodedCertificateQueryOptions(value, fileNameFallback));
  const headingId = `certificate-${fileNameFallback}`;
  const result = decoded.data?.result;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={4} id={headingId}>
          {title}
        </Title>
        {decoded.isPending ? (
          <Stack gap={6} aria-busy="true" aria-label={`Decoding ${title}`}>
            <Skeleton height={14} width="60%" />
            <Skeleton height={14} width="80%" />
            <Skeleton height={14} width="50%" />
          </Stack>
        ) : result?.ok ? (
          <Decoded certificate={result} title={title} fileName={decoded.data?.fileName ?? `${fileNameFallback}.pem`} />
        ) : (
          <Stack gap="xs">
            <Alert color="red" variant="light" title={`Could not decode ${title}`}>
              {result ? result.reason : 'The certificate decoder failed to load.'} The raw value is shown as it came.
            </Alert>
            {/* Scrolls natively: Mantine's ScrollArea brings @floating-ui/react (see data-table.tsx). */}
            <Code block aria-label={`Raw value of ${title}`} style={{ maxHeight: 160, overflowY: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value}
            </Code>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
