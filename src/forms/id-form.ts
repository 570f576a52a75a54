// The small forms that take ids (open a page by id, look up, revoke or delete by id): each id is
// required, and sent trimmed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';

export interface IdFieldSpec {
  name: string;
  label: string;
}

export type IdValues = Record<string, string>;

export function idFormSchema(fields: readonly IdFieldSpec[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, z.string().check(z.trim(), z.minLength(1, `${field.label} is required`))])));
}

/** A form over `fields`, pre-filled from `initial`; its submit handler receives the trimmed ids. */
export function useIdForm(fields: readonly IdFieldSpec[], initial: Readonly<Record<string, string | undefined>>) {
  return useForm<IdValues>({
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, initial[field.name] ?? ''])),
    resolver: zodResolver(idFormSchema(fields)),
  });
}
