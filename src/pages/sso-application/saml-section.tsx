import { Group, Stack, Text, Title } from '@mantine/core';
import { SAML_ATTRIBUTE_NAME_FORMATS, SAML_ENCRYPTION_ALGORITHMS, SAML_NAME_ID_FORMATS, type SamlConfig } from '../../api/sso-applications';
import { CertificateInspector } from '../../components/certificate-inspector';
import { CopyIconButton, CopyValue } from '../../components/copy-value';
import { DataTable } from '../../components/data-table';
import { EnumBadge } from '../../components/enum-badge';
import { SafeLink } from '../../components/safe-link';
import { FieldRow, FieldTable, NotSet, TextOrNotSet } from '../../components/field-table';
import listClasses from '../../components/list.module.css';
import { samlCertificates } from './saml-certificates';

function YesNo({ value }: { value: boolean }) {
  return (
    <Text span inherit fw={500} c={value ? undefined : 'dimmed'}>
      {value ? 'Yes' : 'No'}
    </Text>
  );
}

export function SamlSection({ saml }: { saml: SamlConfig }) {
  const { signing, encryption } = samlCertificates(saml);
  return (
    <Stack gap="sm" component="section" aria-labelledby="saml-heading">
      <Title order={2} id="saml-heading">
        SAML
      </Title>
      <FieldTable aria-label="SAML settings">
        <FieldRow label="ACS URLs">
          {saml.acsUrls.length ? (
            <ul className={listClasses.list} aria-label="ACS URLs">
              {saml.acsUrls.map((url, index) => (
                <li key={`${url}-${index}`}>
                  <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                    <SafeLink href={url} inherit />
                    <CopyIconButton value={url} label={`ACS URL ${index + 1}`} />
                  </Group>
                </li>
              ))}
            </ul>
          ) : (
            <NotSet />
          )}
        </FieldRow>
        {/* An entity id is a name that merely looks like a URL: shown as text, never followed. */}
        <FieldRow label="SP entity id"><CopyValue value={saml.spEntityId} label="SP entity id" /></FieldRow>
        <FieldRow label="NameID format"><EnumBadge value={saml.nameIdFormat} prefix="SAML_NAME_ID_FORMAT" known={SAML_NAME_ID_FORMATS} /></FieldRow>
        <FieldRow label="Sign assertions"><YesNo value={saml.signAssertions} /></FieldRow>
        <FieldRow label="Sign responses"><YesNo value={saml.signResponses} /></FieldRow>
        <FieldRow label="Encrypt assertions"><YesNo value={saml.encryptAssertions} /></FieldRow>
        <FieldRow label="Require signed AuthnRequests"><YesNo value={saml.requireSignedAuthnRequests} /></FieldRow>
        <FieldRow label="Encryption algorithm"><EnumBadge value={saml.encryptionAlgorithm} prefix="SAML_ENCRYPTION_ALGORITHM" known={SAML_ENCRYPTION_ALGORITHMS} /></FieldRow>
      </FieldTable>

      <Title order={3}>Attribute mappings</Title>
      {saml.attributeMappings.length === 0 ? (
        <Text c="dimmed">No attribute mappings.</Text>
      ) : (
        <DataTable minWidth={640} striped withTableBorder aria-label="Attribute mappings">
          <thead>
            <tr>
              <th>Name</th>
              <th>Friendly name</th>
              <th>Name format</th>
              <th>User attribute mapping</th>
            </tr>
          </thead>
          <tbody>
            {saml.attributeMappings.map((mapping, index) => (
              <tr key={`${mapping.name}-${index}`}>
                <td style={{ overflowWrap: 'anywhere' }}>
                  <Text span ff="monospace" size="sm">
                    <TextOrNotSet value={mapping.name} />
                  </Text>
                </td>
                <td>
                  <TextOrNotSet value={mapping.friendlyName} />
                </td>
                <td>
                  <EnumBadge value={mapping.nameFormat} prefix="SAML_ATTRIBUTE_NAME_FORMAT" known={SAML_ATTRIBUTE_NAME_FORMATS} />
                </td>
                <td>
                  <CopyValue value={mapping.userAttributeMappingId} label={`mapping id of attribute ${mapping.name}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}

      <Title order={3}>Signing certificates</Title>
      {signing.length === 0 ? <Text c="dimmed">No signing certificates.</Text> : signing.map((certificate) => <CertificateInspector key={certificate.fileNameFallback} {...certificate} />)}
      <Title order={3}>Encryption certificate</Title>
      {encryption ? (
        <CertificateInspector {...encryption} />
      ) : (
        <Text c="dimmed">No encryption certificate.</Text>
      )}
    </Stack>
  );
}
