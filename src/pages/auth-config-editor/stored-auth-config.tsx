import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AUTH_CONFIG_PROVIDER_TYPES, AUTH_CONFIG_STATUSES, providerMemberOf, type AuthConfig } from '../../api/auth-configs';
import { isolateList } from '../../components/bidi-isolate';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { EnumBadge } from '../../components/enum-badge';
import { PROVIDER_LABELS } from '../../forms/auth-config-form';
import type { LastSaved } from '../../forms/last-saved-store';
import { DeprecationBanner } from './deprecation-banner';
import { FieldRow, FieldTable, NotSet, TextOrNotSet } from '../../components/field-table';

const list = (values: readonly string[]) => (values.length ? isolateList(values) : <NotSet />);

const MEMBER_FIELD_LABELS: Record<string, string> = {
  tenantIds: 'tenant ids', domain: 'domain', oidcClientId: 'client id', environmentId: 'environment id', issuerId: 'issuer',
  scopes: 'scopes', exactMatchClaims: 'exact match claims', hostedDomains: 'hosted domains', additionalHostedDomains: 'additional hosted domains',
  delegatedVerifiers: 'delegated verifiers',
};

/** Member fields as text; a client secret is write-only and never shown, whatever came back. */
function memberRows(config: AuthConfig): ReactNode[] {
  const member = providerMemberOf(config);
  const value = member ? (config[member] as Record<string, unknown> | null) : null;
  if (!member || !value) return [<FieldRow key="provider" label="Provider">{<Text span size="sm" c="dimmed">none set</Text>}</FieldRow>];
  const rows = [<FieldRow key="provider" label="Provider">{PROVIDER_LABELS[member]}</FieldRow>];
  for (const [key, field] of Object.entries(value)) {
    if (key === 'oidcClientSecret') continue;
    const shown = Array.isArray(field) ? list(field.map(String)) : field && typeof field === 'object' ? JSON.stringify(field) : String(field ?? '') || <NotSet />;
    rows.push(<FieldRow key={key} label={`${PROVIDER_LABELS[member]} ${MEMBER_FIELD_LABELS[key] ?? key}`}>{shown}</FieldRow>);
  }
  if ('oidcClientSecret' in value) rows.push(<FieldRow key="secret" label="Client secret">{<Text span size="sm" c="dimmed">write-only, never shown</Text>}</FieldRow>);
  return rows;
}

/** The answer of the last save from this browser: the stored config as the tenant returned it then. */
export function StoredAuthConfig({ saved }: { saved: LastSaved<AuthConfig> }) {
  const config = saved.value;
  return (
    <Card withBorder component="section" aria-labelledby="stored-config-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="stored-config-heading">
          Stored config, as returned by the last save from this browser
        </Title>
        <Text size="sm" c="dimmed">
          Saved at <DateTime value={saved.savedAt} />. Changes made elsewhere since then are not shown: the API offers no way to read an auth config.
        </Text>
        <DeprecationBanner deadline={config.deprecationDeadline} message={config.deprecationMessage} />
        <FieldTable aria-label="Stored config">
          <FieldRow label="Id"><CopyValue value={config.id} label="auth config id" /></FieldRow>
          <FieldRow label="Display name"><TextOrNotSet value={config.displayName} /></FieldRow>
          <FieldRow label="Provider type"><EnumBadge value={config.providerType} prefix="AUTH_CONFIG_PROVIDER_TYPE" known={AUTH_CONFIG_PROVIDER_TYPES} /></FieldRow>
          <FieldRow label="Status"><EnumBadge value={config.status} prefix="AUTH_CONFIG_STATUS" known={AUTH_CONFIG_STATUSES} /></FieldRow>
          {memberRows(config)}
          <FieldRow label="Bootstrap domains">{list(config.bootstrapDomains)}</FieldRow>
          <FieldRow label="Default bootstrap">{config.isDefaultBootstrap ? 'Yes' : 'No'}</FieldRow>
          <FieldRow label="Deprecation deadline"><DateTime value={config.deprecationDeadline} /></FieldRow>
          <FieldRow label="Created"><DateTime value={config.createdAt} /></FieldRow>
          <FieldRow label="Updated"><DateTime value={config.updatedAt} /></FieldRow>
        </FieldTable>
      </Stack>
    </Card>
  );
}
