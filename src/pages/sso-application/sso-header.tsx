import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { SSO_SUBJECT_TYPES, ssoProtocol, type SsoApplication } from '../../api/sso-applications';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { formatDuration } from '../../components/duration-format';
import { EnumBadge } from '../../components/enum-badge';
import { FieldRow, FieldTable, NotSet } from '../../components/field-table';
import { useHint } from '../../components/hint/use-hint';

const PROTOCOL_LABEL = { oidc: 'OIDC', saml: 'SAML', both: 'OIDC and SAML', none: 'no protocol' } as const;

export function AssertionLifetime({ value }: { value: string }) {
  const human = formatDuration(value);
  if (!value) return <NotSet />;
  if (human === value) return <Text span inherit>{value}</Text>;
  return <HumanDuration human={human} wire={value} />;
}

/** A duration in words, with the wire's form on hover (the page's shared hint) and for screen readers. */
function HumanDuration({ human, wire }: { human: string; wire: string }) {
  const hint = useHint<HTMLSpanElement>(`${wire} on the wire`);
  return (
    <span {...hint} aria-label={`${human} (${wire})`}>
      {human}
    </span>
  );
}

export function SsoHeader({ application }: { application: SsoApplication }) {
  const protocol = ssoProtocol(application);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Title order={1}>{application.displayName || application.id || 'SSO application'}</Title>
        <Badge color={application.disabled ? 'gray' : 'teal'} variant="light">
          {application.disabled ? 'Disabled' : 'Enabled'}
        </Badge>
        <Badge color={protocol === 'both' || protocol === 'none' ? 'orange' : 'blue'} variant="outline" tt="none">
          {PROTOCOL_LABEL[protocol]}
        </Badge>
      </Group>
      {application.description ? <Text maw={760}>{application.description}</Text> : <Text c="dimmed">No description.</Text>}
      <FieldTable aria-label="SSO application details">
        <FieldRow label="SSO application id"><CopyValue value={application.id} label="SSO application id" /></FieldRow>
        <FieldRow label="App id"><CopyValue value={application.appId} label="app id" /></FieldRow>
        <FieldRow label="App entitlement id"><CopyValue value={application.appEntitlementId} label="app entitlement id" /></FieldRow>
        <FieldRow label="Sector id"><CopyValue value={application.sectorId} label="sector id" /></FieldRow>
        <FieldRow label="Assertion lifetime"><AssertionLifetime value={application.assertionLifetime} /></FieldRow>
        <FieldRow label="Subject type"><EnumBadge value={application.subjectType} prefix="SSO_SUBJECT_TYPE" known={SSO_SUBJECT_TYPES} /></FieldRow>
        <FieldRow label="Subject compatibility mapping"><CopyValue value={application.subjectCompatibility?.userAttributeMappingId ?? ''} label="subject compatibility mapping id" /></FieldRow>
        <FieldRow label="Created"><DateTime value={application.createdAt} /></FieldRow>
        <FieldRow label="Updated"><DateTime value={application.updatedAt} /></FieldRow>
      </FieldTable>
    </Stack>
  );
}
