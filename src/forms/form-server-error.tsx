import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import * as z from 'zod/mini';
import { ErrorAlert, SESSION_RENEWED } from '../components/api-error-alert';
import { useSessionState } from '../session/session-state';

// react-hook-form keeps the `types` given to setError, but types root errors without them.
const serverError = z.object({
  message: z._default(z.string(), ''),
  types: z._default(
    z.object({ title: z._default(z.string(), 'Something went wrong'), codes: z._default(z.array(z.string()), []), sessionEnded: z._default(z.boolean(), false) }),
    { title: 'Something went wrong', codes: [], sessionEnded: false },
  ),
});

/** Renders the form's `root.server` error (set by applyServerError) with the shared error alert. */
export function FormServerError<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { errors } = useFormState({ control });
  const renewed = useSessionState() === 'live';
  const parsed = serverError.safeParse(errors.root?.server);
  if (!parsed.success) return null;
  const { types, message } = parsed.data;
  return <ErrorAlert title={types.title} message={renewed && types.sessionEnded ? SESSION_RENEWED : message} codes={types.codes} />;
}
