// The form all revoke / delete-by-id pages share: id fields (pre-filled from the address, never
// run from it), a confirmation saying what stops working, one request per confirmation, a clear
// success / NotFound / error message, and a line in the session activity list. The messages get
// the ids bidi-isolated: an id holding a right-to-left override cannot reverse their words.
import { Group, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { isNotFound } from '../api/api-error';
import { TextControl } from '../forms/text-control';
import { useIdForm, type IdFieldSpec, type IdValues as Values } from '../forms/id-form';
import { ApiErrorAlert } from './api-error-alert';
import { isolateValues } from './bidi-isolate';
import { DestructiveConfirm } from './destructive-confirm';
import { OutcomeAlert } from './outcome-alert';
import { outcomeOf, recordActivity } from './session-activity-store';
import { ChangeButton } from './change-button';

export interface IdField extends IdFieldSpec {
  description?: string;
  initial: string;
}

type Result = { kind: 'succeeded'; values: Values } | { kind: 'not-found' | 'failed'; values: Values; error: unknown };

export interface RevokeByIdProps<I> {
  fields: IdField[];
  /** The spec's operation name, also the session activity's. */
  operation: string;
  /** Submit button ("Delete mapping…") and the dialog's confirm button ("Delete mapping"). */
  actionLabel: string;
  confirmTitle: string;
  /** What stops working once the request is sent. */
  consequences: (values: Values) => ReactNode;
  successMessage: (values: Values) => ReactNode;
  notFoundMessage: (values: Values) => ReactNode;
  mutation: UseMutationResult<unknown, Error, I>;
  toInput: (values: Values) => I;
  /** After a success, e.g. to drop the id from the address so a reload does not pre-fill it again. */
  onSucceeded?: (values: Values) => void;
}

export function RevokeById<I>({ fields, operation, actionLabel, confirmTitle, consequences, successMessage, notFoundMessage, mutation, toInput, onSucceeded }: RevokeByIdProps<I>) {
  const form = useIdForm(fields, Object.fromEntries(fields.map((field) => [field.name, field.initial])));
  // The values the dialog asks about; kept after closing so the closing dialog does not go blank.
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  function ask(valid: Values) {
    if (mutation.isPending) return;
    setConfirming(valid);
    setDialogOpen(true);
  }

  function confirm() {
    if (!confirming || !dialogOpen || mutation.isPending) return;
    const sent = confirming;
    setResult(null);
    mutation.mutate(toInput(sent), {
      onSuccess: () => {
        recordActivity({ operation, ids: sent, outcome: 'succeeded' });
        setResult({ kind: 'succeeded', values: sent });
        // The last field is the thing deleted: clear it so the same id is not sent again by accident.
        const last = fields[fields.length - 1];
        if (last) form.setValue(last.name, '');
        onSucceeded?.(sent);
      },
      onError: (error) => {
        recordActivity({ operation, ids: sent, outcome: outcomeOf(error), detail: error.message });
        setResult({ kind: isNotFound(error) ? 'not-found' : 'failed', values: sent, error });
      },
      onSettled: () => setDialogOpen(false),
    });
  }

  return (
    <Stack gap="md">
      <FormProvider {...form}>
        <form onSubmit={(event) => void form.handleSubmit(ask)(event)} noValidate aria-label={operation}>
          <Stack gap="sm" maw={560}>
            {fields.map((field) => (
              <TextControl<Values> key={field.name} name={field.name} label={field.label} description={field.description} required />
            ))}
            <Group>
              {/* A fixed dark shade: white text keeps 4.5:1 contrast in the dark scheme too (the theme's dark shade 4 does not). */}
              <ChangeButton type="submit" color="red.9" loading={mutation.isPending} disabled={mutation.isPending}>
                {actionLabel}…
              </ChangeButton>
            </Group>
          </Stack>
        </form>
      </FormProvider>

      <div aria-live="polite">
        {result?.kind === 'succeeded' && (
          <OutcomeAlert kind="succeeded" title="Done">
            {successMessage(isolateValues(result.values))}
          </OutcomeAlert>
        )}
        {result?.kind === 'not-found' && (
          <OutcomeAlert kind="not-found" title="Not found — nothing was changed">
            {notFoundMessage(isolateValues(result.values))}
          </OutcomeAlert>
        )}
      </div>
      {result?.kind === 'failed' && <ApiErrorAlert error={result.error} />}

      <DestructiveConfirm
        opened={dialogOpen}
        onCancel={() => setDialogOpen(false)}
        onConfirm={confirm}
        pending={mutation.isPending}
        title={confirmTitle}
        confirmLabel={actionLabel}
      >
        {confirming && consequences(isolateValues(confirming))}
      </DestructiveConfirm>
    </Stack>
  );
}
