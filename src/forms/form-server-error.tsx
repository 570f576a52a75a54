import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import * as z from 'zod/mini';
import { ErrorAlert, useRenewedSessionMessage } from '../components/api-error-alert';

// react-hook-form keeps the `types` given to setError, but types root errors without them.
const serverError = z.object({
  message: z._default(z.string(), ''),
  types: z._default(
    z.object({
      title: z._default(z.string(), 'Something went wrong'),
      codes: z._default(z.array(z.string()), []),
      sessionEnded: z._default(z.boolean(), false),
      outcomeUnknown: z._default(z.boolean(), false),
    }),
    { title: 'Something went wrong', codes: [], sessionEnded: false, outcomeUnknown: false },
  ),
});

/** Renders the form's `root.server` error (set by applyServerError) with the shared error alert. */
export function FormServerError<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { errors } = useFormState({ control });
  const renewed = useRenewedSessionMessage();
  const parsed = serverError.safeParse(errors.root?.server);
  if (!parsed.success) return null;
  const { types, message } = parsed.data;
  return <ErrorAlert title={types.title} message={renewed !== null && types.sessionEnded ? renewed : message} codes={types.codes} outcomeUnknown={types.outcomeUnknown} />;
}
