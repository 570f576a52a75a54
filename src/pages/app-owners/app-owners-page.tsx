import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useDeleteAppOwnersMutation, useSetAppOwnersMutation } from '../../api/app-owners';
import { jsonEqual } from '../../api/update-mask';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { showNotification } from '../../components/notify';
import { TagListInput } from '../../components/tag-list-input';
import { placeFieldViolations } from '../../forms/server-field-errors';
import { useUnsavedChangesGuard } from '../../hooks/use-unsaved-changes-guard';
import { confirmRemoveOwners, confirmSetOwners } from './owners-actions';
import { readRecentUserIds, rememberUserIds, userIdsFromSearch } from './recent-user-ids';
import { ChangeButton } from '../../components/change-button';

interface Outcome {
  kind: 'set' | 'remove';
  userIds: string[];
  at: string;
}

const routeApi = getRouteApi('/apps/$appId/owners');

function AppOwnersPage() {
  const { appId } = routeApi.useParams();
  const { userIds: userIdsParam } = routeApi.useSearch();
  const [baseline, setBaseline] = useState(() => userIdsFromSearch(userIdsParam));
  const [userIds, setUserIds] = useState(baseline);
  const [recent, setRecent] = useState(readRecentUserIds);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<unknown>(null);
  const setOwners = useSetAppOwnersMutation();
  const removeOwners = useDeleteAppOwnersMutation();
  const pending = setOwners.isPending || removeOwners.isPending;
  useUnsavedChangesGuard(!jsonEqual(userIds, baseline) && !pending);

  function run(kind: Outcome['kind']) {
    const mutation = kind === 'set' ? setOwners : removeOwners;
    const sent = [...userIds];
    setError(null);
    setFieldError(undefined);
    mutation.mutate(
      { appId, userIds: sent },
      {
        onSuccess: () => {
          setOutcome({ kind, userIds: sent, at: new Date().toISOString() });
          setBaseline(sent);
          setRecent(rememberUserIds(sent));
          const count = sent.length ? `${sent.length} ${sent.length === 1 ? 'user' : 'users'}` : 'No owners';
          showNotification({ color: 'green', title: kind === 'set' ? 'Owners set' : 'Owners removed', message: `${count} on ${appId}` });
        },
        onError: (failure) => {
          const { placed, unplaced } = placeFieldViolations(failure, (field) => (field === 'userIds' ? 'userIds' : null));
          setFieldError(placed[0]?.message);
          setError(unplaced ? failure : null);
        },
      },
    );
  }

  const empty = userIds.length === 0;
  const suggestions = recent.filter((id) => !userIds.includes(id));
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>App owners</Title>
        <Group gap="xs">
          <Text>App</Text>
          <CopyValue value={appId} label="app id" />
        </Group>
        <Text size="sm" c="dimmed">
          The API can set or remove owners but cannot list them: this page never shows the current owners, only what you send.
        </Text>
        {error !== null && <ApiErrorAlert error={error} />}
        {outcome && (
          <Alert color="green" variant="light" role="status" title={outcome.kind === 'set' ? 'Owners set' : 'Owners removed'}>
            {outcome.kind === 'set'
              ? outcome.userIds.length
                ? `The owners of ${appId} are now exactly: ${outcome.userIds.join(', ')}.`
                : `${appId} now has no owners.`
              : `No longer owners of ${appId}: ${outcome.userIds.join(', ')}.`}{' '}
            <DateTime value={outcome.at} />
          </Alert>
        )}
        <TagListInput
          label="User ids"
          description="Paste many at once: separated by commas, spaces or new lines. Recent ids are offered as you type."
          placeholder={empty ? 'user-…' : undefined}
          value={userIds}
          data={suggestions}
          onChange={(next) => {
            setFieldError(undefined);
            setUserIds(next);
          }}
          error={fieldError}
          disabled={pending}
        />
        {suggestions.length > 0 && (
          <Group gap="xs" aria-label="Recent user ids" role="group">
            <Text size="sm" c="dimmed">Recent:</Text>
            {suggestions.slice(0, 8).map((id) => (
              <Button key={id} size="compact-xs" variant="default" onClick={() => setUserIds([...userIds, id])} aria-label={`Add recent user id ${id}`}>
                + {id}
              </Button>
            ))}
          </Group>
        )}
        <Group>
          <ChangeButton disabled={pending} loading={setOwners.isPending} onClick={() => confirmSetOwners(appId, userIds, () => run('set'))}>
            Set owners…
          </ChangeButton>
          <ChangeButton variant="outline" color="red" disabled={empty || pending} loading={removeOwners.isPending} onClick={() => confirmRemoveOwners(appId, userIds, () => run('remove'))}>
            Remove owners…
          </ChangeButton>
        </Group>
        <Text size="sm" c="dimmed">
          Set owners: the app's owners become exactly this list (an empty list leaves the app with no owners, after a confirmation). Remove owners: only these users lose ownership.
        </Text>
      </Stack>
    </Container>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: AppOwnersPage });
