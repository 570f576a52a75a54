// The AuthZEN list's state lives in the URL (page size, page token and the tokens of the pages
// before it, filter, sort, "load all"), so any view is a link. Bad values fall back, never crash.
import * as z from 'zod/mini';
import { AUTHZEN_MAX_PAGE_SIZE } from '../../api/authzen-servers';

export const PAGE_SIZES = [10, 25, 50, AUTHZEN_MAX_PAGE_SIZE] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const SORT_KEYS = ['displayName', 'mode', 'tokenAudience', 'createdAt', 'updatedAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

// TanStack Router parses `?pageToken=123` as a number: accept both, keep a string.
const text = z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform((value) => String(value)));

export const authzenSearchSchema = z.object({
  pageSize: z.optional(z.catch(z.pipe(z.coerce.number(), z.number().check(z.int(), z.minimum(1), z.maximum(AUTHZEN_MAX_PAGE_SIZE))), DEFAULT_PAGE_SIZE)),
  pageToken: z.optional(z.catch(text, '')),
  /** Tokens of the pages before this one, oldest first ("previous" pops the last). */
  prev: z.optional(z.catch(z.array(text), [])),
  q: z.optional(z.catch(text, '')),
  sort: z.optional(z.catch(z.enum(SORT_KEYS), 'displayName')),
  dir: z.optional(z.catch(z.enum(['asc', 'desc']), 'asc')),
  all: z.optional(z.catch(z.boolean(), false)),
});

export type AuthzenSearch = z.infer<typeof authzenSearchSchema>;
