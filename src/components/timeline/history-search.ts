// Search params of both history pages (filters, permalink), validated so that a bad value in a
// hand-edited URL falls back to "no filter" instead of crashing the page.
import * as z from 'zod/mini';

/** TanStack Router parses `?text=1234` as a number: accept it and keep it as text. */
const text = () => z.optional(z.catch(z.pipe(z.union([z.string(), z.number()]), z.transform((value) => String(value))), ''));
const day = () => z.optional(z.catch(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), ''));

export const historySearchShape = {
  actor: text(),
  changeKind: text(),
  text: text(),
  from: day(),
  to: day(),
  entry: text(),
};

export const historySearchSchema = z.object(historySearchShape);

/** Drops empty values so that the URL holds only the filters in use. */
export function compactSearch<T extends Record<string, unknown>>(search: T): Partial<T> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== '' && value !== undefined && value !== null)) as Partial<T>;
}
