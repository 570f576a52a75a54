import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import * as z from 'zod/mini';
import { ErrorAlert } from '../components/api-error-alert';

// react-hook-form keeps the `types` given to setError, but types root errors without them.
const serverError = z.object({
  message: z._default(z.string(), ''),
  types: z._default(z.object({ title: z._default(z.string(), 'Something went wrong'), codes: z._default(z.array(z.string()), []) }), { title: 'Something went wrong', codes: [] }),
});

/** Renders the form's `root.server` error (set by applyServerError) with the shared error alert. */
export function FormServerError<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { errors } = useFormState({ control });
  const parsed = serverError.safeParse(errors.root?.server);
  if (!parsed.success) return null;
  return <ErrorAlert title={parsed.data.types.title} message={parsed.data.message} codes={parsed.data.types.codes} />;
}
