import { Alert, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { decodedCertificateQueryOptions, type NamedCertificate } from './certificate-decode-query';
import { VALIDITY } from './certificate-inspector';
import listClasses from './list.module.css';

/**
 * A page-level warning when any certificate of the page has expired or expires within
 * EXPIRY_WARNING_DAYS (src/components/certificate-decode.ts): each inspector warns too, but
 * further down the page, where an admin may never scroll.
 */
export function CertificateExpiryBanner({ certificates }: { certificates: NamedCertificate[] }) {
  const decoded = useQueries({ queries: certificates.map(({ value, fileNameFallback }) => decodedCertificateQueryOptions(value, fileNameFallback)) });
  const due = certificates.flatMap((certificate, index) => {
    const result = decoded[index]?.data?.result;
    return result?.ok && (result.validity === 'expiring' || result.validity === 'expired') ? [{ ...certificate, result }] : [];
  });
  if (due.length === 0) return null;
  const expired = due.some(({ result }) => result.validity === 'expired');
  return (
    <Alert color={expired ? 'red' : 'orange'} variant="light" role="alert" title={expired ? 'A certificate has expired' : 'A certificate expires soon'}>
      <ul className={listClasses.list}>
        {due.map(({ title, fileNameFallback, result }) => (
          <li key={fileNameFallback}>
            <Text span size="sm" fw={600}>
              {title}
            </Text>
            : {VALIDITY[result.validity].label(result.daysLeft)}
          </li>
        ))}
      </ul>
      <Text size="sm" mt="xs">
        Rotate it with the service provider before it expires, or sign-in through this application stops working. Its details are below.
      </Text>
    </Alert>
  );
}
