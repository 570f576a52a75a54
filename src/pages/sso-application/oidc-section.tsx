import { Stack, Text, Title } from '@mantine/core';
import { OIDC_CLAIM_DESTINATIONS, OIDC_SIGNING_ALGORITHMS, type OidcConfig } from '../../api/sso-applications';
import { CopyValue } from '../../components/copy-value';
import { DataTable } from '../../components/data-table';
import { EnumBadge } from '../../components/enum-badge';
import { FieldRow, FieldTable, TextOrNotSet } from '../../components/field-table';

export function OidcSection({ oidc }: { oidc: OidcConfig }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="oidc-heading">
      <Title order={2} id="oidc-heading">
        OIDC
      </Title>
      <FieldTable aria-label="OIDC settings">
        <FieldRow label="ID token signing algorithm"><EnumBadge value={oidc.idTokenSignedResponseAlg} prefix="OIDC_SIGNING_ALGORITHM" known={OIDC_SIGNING_ALGORITHMS} /></FieldRow>
      </FieldTable>
      <Title order={3}>Claim mappings</Title>
      {oidc.claimMappings.length === 0 ? (
        <Text c="dimmed">No claim mappings.</Text>
      ) : (
        <DataTable minWidth={560} striped withTableBorder aria-label="Claim mappings">
          <thead>
            <tr>
              <th>Claim</th>
              <th>User attribute mapping</th>
              <th>Destination</th>
            </tr>
          </thead>
          <tbody>
            {oidc.claimMappings.map((mapping, index) => (
              <tr key={`${mapping.claimName}-${index}`}>
                <td>
                  <Text span ff="monospace" size="sm">
                    <TextOrNotSet value={mapping.claimName} />
                  </Text>
                </td>
                <td>
                  <CopyValue value={mapping.userAttributeMappingId} label={`mapping id of claim ${mapping.claimName}`} />
                </td>
                <td>
                  <EnumBadge value={mapping.destination} prefix="OIDC_CLAIM_DESTINATION" known={OIDC_CLAIM_DESTINATIONS} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Stack>
  );
}
