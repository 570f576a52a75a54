import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useDeleteAppOwnersMutation, useSetAppOwnersMutation } from '../../api/app-owners';
import { jsonEqual } from '../../api/update-mask';
import { AppIdLine } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { DeferredBody } from '../../components/deferred-body';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import { DestructiveConfirm } from '../../components/destructive-confirm';
import { showNotification } from '../../components/notify';
import { appOwnersFormSchema, type AppOwnersFormValues } from '../../forms/app-owners-form';
import { TagListControl } from '../../forms/controls';
import { FormServerError } from '../../forms/form-server-error';
import { applyServerError } from '../../forms/server-errors';
import { useUnsavedChangesGuard } from '../../hooks/use-unsaved-changes-guard';
import { ownersNoticeSentence, ownersOutcome, removeOwnersConfirmation, setOwnersConfirmation } from './owners-actions';
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
  const form = useForm<AppOwnersFormValues>({ defaultValues: { userIds: baseline }, resolver: zodResolver(appOwnersFormSchema) });
  const userIds = useWatch({ control: form.control, name: 'userIds' });
  const [recent, setRecent] = useState(readRecentUserIds);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The request the dialog asks about; kept while the dialog closes so it does not go blank.
  const [asking, setAsking] = useState<{ kind: Outcome['kind']; userIds: string[] } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const setOwners = useSetAppOwnersMutation();
  const removeOwners = useDeleteAppOwnersMutation();
  const pending = setOwners.isPending || removeOwners.isPending;
  useUnsavedChangesGuard(!jsonEqual(userIds, baseline) && !pending);

  function run(kind: Outcome['kind'], sent: string[]) {
    const mutation = kind === 'set' ? setOwners : removeOwners;
    form.clearErrors();
    mutation.mutate(
      { appId, userIds: sent },
      {
        onSuccess: () => {
          setOutcome({ kind, userIds: sent, at: new Date().toISOString() });
          setBaseline(sent);
          setRecent(rememberUserIds(sent));
          showNotification({ id: `app-owners-changed:${appId}`, color: 'green', title: kind === 'set' ? 'Owners set' : 'Owners removed', message: ownersNoticeSentence(appId, sent) });
        },
        onError: (failure) => {
          applyServerError(form.setError, failure, (field) => (field.replace(/\[\d+\]$/, '') === 'userIds' ? 'userIds' : null));
        },
        onSettled: () => setDialogOpen(false),
      },
    );
  }

  const ask = (kind: Outcome['kind']) =>
    void form.handleSubmit((valid) => {
      setAsking({ kind, userIds: valid.userIds });
      setDialogOpen(true);
    })();
  const confirmation = asking && (asking.kind === 'set' ? setOwnersConfirmation : removeOwnersConfirmation)(appId, asking.userIds);

  const empty = userIds.length === 0;
  const emptyReasonId = useId();
  const suggestions = recent.filter((id) => !userIds.includes(id));
  return (
    <PageFrame column="form">
      <Stack gap="md">
        <Stack gap="xs">
          <PageHeading />
          <AppIdLine appId={appId} />
        </Stack>
        <DeferredBody>
          <FormServerError control={form.control} />
          {outcome && (
            <Alert color="green" variant="light" role="status" title={outcome.kind === 'set' ? 'Owners set' : 'Owners removed'}>
              {ownersOutcome(outcome.kind, appId, outcome.userIds)}{' '}
              <DateTime value={outcome.at} />
            </Alert>
          )}
          <FormProvider {...form}>
            <TagListControl<AppOwnersFormValues>
              name="userIds"
              label="User ids"
              description="Paste many at once: separated by commas, spaces or new lines. Recent ids are offered as you type."
              placeholder={empty ? 'user-…' : undefined}
              data={suggestions}
              disabled={pending}
            />
          </FormProvider>
          {suggestions.length > 0 && (
            <Group gap="xs" aria-label="Recent user ids" role="group">
              <Text size="sm" c="dimmed">Recent:</Text>
              {suggestions.slice(0, 8).map((id) => (
                <Button key={id} size="compact-xs" variant="default" onClick={() => form.setValue('userIds', [...userIds, id], { shouldDirty: true })} aria-label={`Add recent user id ${id}`}>
                  + {id}
                </Button>
              ))}
            </Group>
          )}
          <Group>
            <ChangeButton disabled={pending} loading={setOwners.isPending} onClick={() => ask('set')}>
              Set owners…
            </ChangeButton>
            <ChangeButton
              variant="outline"
              color="red"
              disabled={empty || pending}
              loading={removeOwners.isPending}
              onClick={() => ask('remove')}
              aria-describedby={empty ? emptyReasonId : undefined}
            >
              Remove owners…
            </ChangeButton>
          </Group>
          {empty && (
            <Text size="sm" id={emptyReasonId}>
              The list is empty: Remove owners needs at least one user id. Set owners would leave the app with no owners, after a confirmation.
            </Text>
          )}
        </DeferredBody>
      </Stack>
      <DestructiveConfirm
        opened={dialogOpen}
        onCancel={() => setDialogOpen(false)}
        onConfirm={() => {
          if (asking) run(asking.kind, asking.userIds);
        }}
        pending={pending}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
      >
        {confirmation?.body}
      </DestructiveConfirm>
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: AppOwnersPage });
