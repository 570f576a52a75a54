import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { USER_DIRECTORY_STATUSES, USER_ORIGINS, USER_STATUSES, USER_TYPES, type User } from '../../api/connector-owners';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { EnumBadge } from '../../components/enum-badge';
import { FieldTable, TextOrDash } from '../sso-application/field-table';

function Values({ values, label }: { values: string[]; label: string }) {
  if (values.length === 0) return <TextOrDash value="" />;
  return (
    <Stack gap={2}>
      {values.map((value, index) => (
        <CopyValue key={`${value}-${index}`} value={value} label={`${label} ${value}`} />
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
        <FieldTable
          fields={[
            { label: 'Display name', value: <TextOrDash value={user.displayName} /> },
            { label: 'User id', value: <CopyValue value={user.id} label="user id" /> },
            { label: 'Username', value: <TextOrDash value={user.username} /> },
            { label: 'E-mail', value: <TextOrDash value={user.email} /> },
            { label: 'Status', value: <EnumBadge value={user.status} prefix="" known={USER_STATUSES} /> },
            { label: 'Directory status', value: <EnumBadge value={user.directoryStatus} prefix="" known={USER_DIRECTORY_STATUSES} /> },
            { label: 'Origin', value: <EnumBadge value={user.origin} prefix="USER_ORIGIN" known={USER_ORIGINS} /> },
            { label: 'Type', value: <EnumBadge value={user.type} prefix="USER_TYPE" known={USER_TYPES} /> },
            { label: 'Department', value: <TextOrDash value={user.department} /> },
            { label: 'Job title', value: <TextOrDash value={user.jobTitle} /> },
            { label: 'Employment type', value: <TextOrDash value={user.employmentType} /> },
            { label: 'Employment status', value: <TextOrDash value={user.employmentStatus} /> },
            { label: 'Delegated user id', value: <CopyValue value={user.delegatedUserId} label="delegated user id" /> },
            { label: 'Manager ids', value: <Values values={user.managerIds} label="manager id" /> },
            { label: 'Role ids', value: <Values values={user.roleIds} label="role id" /> },
            { label: 'Usernames', value: <Values values={user.usernames} label="username" /> },
            { label: 'E-mails', value: <Values values={user.emails} label="e-mail" /> },
            { label: 'Employee ids', value: <Values values={user.employeeIds} label="employee id" /> },
            { label: 'Directory ids', value: <Values values={user.directoryIds} label="directory id" /> },
            { label: 'Created', value: <DateTime value={user.createdAt} /> },
            { label: 'Updated', value: <DateTime value={user.updatedAt} /> },
            { label: 'Deleted', value: user.deletedAt ? <DateTime value={user.deletedAt} /> : <Text span c="dimmed">Not deleted</Text> },
          ]}
        />
      </Stack>
    </Card>
  );
}
