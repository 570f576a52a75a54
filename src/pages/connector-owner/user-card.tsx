import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { USER_DIRECTORY_STATUSES, USER_ORIGINS, USER_STATUSES, USER_TYPES, type User } from '../../api/connector-owners';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { EnumBadge } from '../../components/enum-badge';
import { FieldRow, FieldTable, NotSet, TextOrNotSet } from '../../components/field-table';
import { EMAIL_BREAKS, softBreaks } from '../../components/soft-breaks';

function Values({ values, label, breaks }: { values: string[]; label: string; breaks?: RegExp }) {
  if (values.length === 0) return <NotSet />;
  return (
    <Stack gap={2}>
      {values.map((value, index) => (
        <CopyValue key={`${value}-${index}`} value={value} label={`${label} ${value}`} breaks={breaks} />
      ))}
    </Stack>
  );
}

/** The user's profile card: identity, status, HR fields, the multi-valued ids, timestamps. */
export function UserCard({ user }: { user: User }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="user-heading">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} id="user-heading">
            User
          </Title>
          {user.deletedAt && (
            <Badge color="red" variant="light">
              Deleted
            </Badge>
          )}
        </Group>
        <FieldTable aria-label="User">
          <FieldRow label="Display name"><TextOrNotSet value={user.displayName} /></FieldRow>
          <FieldRow label="User id"><CopyValue value={user.id} label="user id" /></FieldRow>
          <FieldRow label="Username"><TextOrNotSet value={user.username} /></FieldRow>
          <FieldRow label="E-mail">{user.email ? softBreaks(user.email, EMAIL_BREAKS) : <NotSet />}</FieldRow>
          <FieldRow label="Status"><EnumBadge value={user.status} prefix="" known={USER_STATUSES} /></FieldRow>
          <FieldRow label="Directory status"><EnumBadge value={user.directoryStatus} prefix="" known={USER_DIRECTORY_STATUSES} /></FieldRow>
          <FieldRow label="Origin"><EnumBadge value={user.origin} prefix="USER_ORIGIN" known={USER_ORIGINS} /></FieldRow>
          <FieldRow label="Type"><EnumBadge value={user.type} prefix="USER_TYPE" known={USER_TYPES} /></FieldRow>
          <FieldRow label="Department"><TextOrNotSet value={user.department} /></FieldRow>
          <FieldRow label="Job title"><TextOrNotSet value={user.jobTitle} /></FieldRow>
          <FieldRow label="Employment type"><TextOrNotSet value={user.employmentType} /></FieldRow>
          <FieldRow label="Employment status"><TextOrNotSet value={user.employmentStatus} /></FieldRow>
          <FieldRow label="Delegated user id"><CopyValue value={user.delegatedUserId} label="delegated user id" /></FieldRow>
          <FieldRow label="Manager ids"><Values values={user.managerIds} label="manager id" /></FieldRow>
          <FieldRow label="Role ids"><Values values={user.roleIds} label="role id" /></FieldRow>
          <FieldRow label="Usernames"><Values values={user.usernames} label="username" /></FieldRow>
          <FieldRow label="E-mails"><Values values={user.emails} label="e-mail" breaks={EMAIL_BREAKS} /></FieldRow>
          <FieldRow label="Employee ids"><Values values={user.employeeIds} label="employee id" /></FieldRow>
          <FieldRow label="Directory ids"><Values values={user.directoryIds} label="directory id" /></FieldRow>
          <FieldRow label="Created"><DateTime value={user.createdAt} /></FieldRow>
          <FieldRow label="Updated"><DateTime value={user.updatedAt} /></FieldRow>
          <FieldRow label="Deleted">{user.deletedAt ? <DateTime value={user.deletedAt} /> : <Text span c="dimmed" inherit>Not deleted</Text>}</FieldRow>
        </FieldTable>
      </Stack>
    </Card>
  );
}
