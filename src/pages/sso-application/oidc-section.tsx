import { Stack, Table, Text, Title } from '@mantine/core';
import { OIDC_CLAIM_DESTINATIONS, OIDC_SIGNING_ALGORITHMS, type OidcConfig } from '../../api/sso-applications';
import { CopyValue } from '../../components/copy-value';
import { EnumBadge } from '../../components/enum-badge';
import { FieldRow, FieldTable, TextOrNotSet } from '../../components/field-table';

export function OidcSection({ oidc }: { oidc: OidcConfig }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="oidc-heading">
      <Title order={2} id="oidc-heading">
        OIDC
      </Title>
      <FieldTable>
        <FieldRow label="ID token signing algorithm"><EnumBadge value={oidc.idTokenSignedResponseAlg} prefix="OIDC_SIGNING_ALGORITHM" known={OIDC_SIGNING_ALGORITHMS} /></FieldRow>
      </FieldTable>
      <Title order={3}>Claim mappings</Title>
      {oidc.claimMappings.length === 0 ? (
        <Text c="dimmed">No claim mappings.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table striped withTableBorder aria-label="Claim mappings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Claim</Table.Th>
                <Table.Th>User attribute mapping</Table.Th>
                <Table.Th>Destination</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {oidc.claimMappings.map((mapping, index) => (
                <Table.Tr key={`${mapping.claimName}-${index}`}>
                  <Table.Td>
                    <Text span ff="monospace" size="sm">
                      <TextOrNotSet value={mapping.claimName} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <CopyValue value={mapping.userAttributeMappingId} label={`mapping id of claim ${mapping.claimName}`} />
                  </Table.Td>
                  <Table.Td>
                    <EnumBadge value={mapping.destination} prefix="OIDC_CLAIM_DESTINATION" known={OIDC_CLAIM_DESTINATIONS} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
