import { Code, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isNotFound } from '../../api/api-error';
import { accessProfileByEntitlementQueryOptions, useDeleteAccessProfileMutation, type AccessProfile } from '../../api/access-profiles';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { isolateBidi } from '../../components/bidi-isolate';
import { OutcomeAlert } from '../../components/outcome-alert';
import { outcomeOf, recordActivity } from '../../components/session-activity-store';
import { AccessProfileCard } from './access-profile-card';
import { DeleteAccessProfileConfirm } from './delete-access-profile';

export const DELETE_OPERATION = 'Delete access profile';

/**
 * The looked-up profile (read by the route's loader) with its states: NotFound, other errors, live,
 * deleted. A failed answer is shown as it came, not read again on mount; Retry reads it again.
 */
export function AccessProfileLookup({ appId, entitlementId }: { appId: string; entitlementId: string }) {
  const query = useQuery({ ...accessProfileByEntitlementQueryOptions(appId, entitlementId), retryOnMount: false });
  const mutation = useDeleteAccessProfileMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'deleted'; name: string } | { kind: 'error'; error: unknown } | null>(null);

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the access profile">
        <Skeleton height={28} width="50%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  // A failed first load replaces the card; a failed refresh (data kept) is shown above it, unless
  // it is NotFound: then the card would contradict the answer.
  if (query.isError && (query.data === undefined || isNotFound(query.error))) {
    if (isNotFound(query.error)) {
      return (
        <OutcomeAlert kind="not-found" title="No access profile found">
          No access profile of app <Code>{isolateBidi(appId)}</Code> is linked to entitlement <Code>{isolateBidi(entitlementId)}</Code>. Check both ids.
        </OutcomeAlert>
      );
    }
    return <ApiErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  }
  const profile = query.data?.accessProfile;
  if (!profile) {
    return (
      <OutcomeAlert kind="not-found" title="No access profile in the answer">
        The service answered without an access profile for entitlement <Code>{isolateBidi(entitlementId)}</Code>.
      </OutcomeAlert>
    );
  }

  function confirmDelete(target: AccessProfile) {
    const ids = { appId, id: target.id, entitlementId };
    mutation.mutate(
      { appId, id: target.id, appEntitlementId: entitlementId },
      {
        onSuccess: () => {
          recordActivity({ operation: DELETE_OPERATION, ids, outcome: 'succeeded' });
          setOutcome({ kind: 'deleted', name: target.displayName || target.id });
        },
        onError: (error) => {
          recordActivity({ operation: DELETE_OPERATION, ids, outcome: outcomeOf(error), detail: error.message });
          setOutcome({ kind: 'error', error });
        },
        onSettled: () => setConfirmOpen(false),
      },
    );
  }

  return (
    <Stack gap="md">
      <div aria-live="polite">
        {outcome?.kind === 'deleted' && (
          <OutcomeAlert kind="succeeded" title="Access profile deleted">
            “{isolateBidi(outcome.name)}” was deleted, with its scope bindings and backing entitlement; its grants have ended.
          </OutcomeAlert>
        )}
      </div>
      {outcome?.kind === 'error' && (
        // Without an answer (timed out, connection dropped) the profile may have been deleted: the alert's own title says what happened.
        <ApiErrorAlert error={outcome.error} title={outcomeOf(outcome.error) === 'unknown' ? undefined : 'The access profile was not deleted'} />
      )}
      {query.isError && <ApiErrorAlert error={query.error} title="Could not refresh the access profile" onRetry={() => void query.refetch()} />}
      <AccessProfileCard
        profile={profile}
        deleting={mutation.isPending}
        onDelete={() => {
          setOutcome(null);
          setConfirmOpen(true);
        }}
      />
      <DeleteAccessProfileConfirm profile={profile} opened={confirmOpen} pending={mutation.isPending} onCancel={() => setConfirmOpen(false)} onConfirm={() => confirmDelete(profile)} />
    </Stack>
  );
}
