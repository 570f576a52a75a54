import { Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { SAML_ATTRIBUTE_NAME_FORMATS, SAML_ENCRYPTION_ALGORITHMS, SAML_NAME_ID_FORMATS, type SamlConfig } from '../../api/sso-applications';
import { CertificateInspector } from '../../components/certificate-inspector';
import { CopyIconButton, CopyValue } from '../../components/copy-value';
import { EnumBadge } from '../../components/enum-badge';
import { SafeLink } from '../../components/safe-link';
import { FieldRow, FieldTable, NotSet, TextOrNotSet } from '../../components/field-table';
import { samlCertificates } from './saml-certificates';

function YesNo({ value }: { value: boolean }) {
  return (
    <Text span fw={500} c={value ? undefined : 'dimmed'}>
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
      <FieldTable>
        <FieldRow label="ACS URLs">
          {saml.acsUrls.length ? (
            <List size="sm" spacing={2} aria-label="ACS URLs">
              {saml.acsUrls.map((url, index) => (
                <List.Item key={`${url}-${index}`}>
                  <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                    <SafeLink href={url} />
                    <CopyIconButton value={url} label={`ACS URL ${index + 1}`} />
                  </Group>
                </List.Item>
              ))}
            </List>
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
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped withTableBorder aria-label="Attribute mappings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Friendly name</Table.Th>
                <Table.Th>Name format</Table.Th>
                <Table.Th>User attribute mapping</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {saml.attributeMappings.map((mapping, index) => (
                <Table.Tr key={`${mapping.name}-${index}`}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text span ff="monospace" size="sm">
                      <TextOrNotSet value={mapping.name} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TextOrNotSet value={mapping.friendlyName} />
                  </Table.Td>
                  <Table.Td>
                    <EnumBadge value={mapping.nameFormat} prefix="SAML_ATTRIBUTE_NAME_FORMAT" known={SAML_ATTRIBUTE_NAME_FORMATS} />
                  </Table.Td>
                  <Table.Td>
                    <CopyValue value={mapping.userAttributeMappingId} label={`mapping id of attribute ${mapping.name}`} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
