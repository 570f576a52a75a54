import { Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { SSO_SUBJECT_TYPES, ssoProtocol, type SsoApplication } from '../../api/sso-applications';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { formatDuration } from '../../components/duration-format';
import { EnumBadge } from '../../components/enum-badge';
import { FieldTable, TextOrDash } from './field-table';

const PROTOCOL_LABEL = { oidc: 'OIDC', saml: 'SAML', both: 'OIDC and SAML', none: 'no protocol' } as const;

export function AssertionLifetime({ value }: { value: string }) {
  const human = formatDuration(value);
  if (!value) return <TextOrDash value="" />;
  if (human === value) return <Text span>{value}</Text>;
  return (
    <Tooltip label={`${value} on the wire`}>
      <Text span aria-label={`${human} (${value})`}>
        {human}
      </Text>
    </Tooltip>
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
      <FieldTable
        fields={[
          { label: 'SSO application id', value: <CopyValue value={application.id} label="SSO application id" /> },
          { label: 'App id', value: <CopyValue value={application.appId} label="app id" /> },
          { label: 'App entitlement id', value: <CopyValue value={application.appEntitlementId} label="app entitlement id" /> },
          { label: 'Sector id', value: <CopyValue value={application.sectorId} label="sector id" /> },
          { label: 'Assertion lifetime', value: <AssertionLifetime value={application.assertionLifetime} /> },
          { label: 'Subject type', value: <EnumBadge value={application.subjectType} prefix="SSO_SUBJECT_TYPE" known={SSO_SUBJECT_TYPES} /> },
          {
            label: 'Subject compatibility mapping',
            value: <CopyValue value={application.subjectCompatibility?.userAttributeMappingId ?? ''} label="subject compatibility mapping id" />,
          },
          { label: 'Created', value: <DateTime value={application.createdAt} /> },
          { label: 'Updated', value: <DateTime value={application.updatedAt} /> },
        ]}
      />
    </Stack>
  );
}
