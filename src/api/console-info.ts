// GET /console/info: which tenant the proxy talks to (no secrets) and, on the demo tenant, the
// seeded ids for the home page's "Try it" links.
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from './client';

export const consoleInfoSchema = z.looseObject({
  tenant: z.looseObject({ host: z.string(), demo: z.boolean() }),
  // Present on the demo tenant only; null reads as absent, like any field on the wire.
  demoIds: z.optional(z.pipe(z.nullable(z.record(z.string(), z.string())), z.transform((ids) => ids ?? undefined))),
});
export type ConsoleInfo = z.infer<typeof consoleInfoSchema>;

export const consoleInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['console-info'],
    queryFn: ({ signal }) => apiRequest({ operation: 'Console info', method: 'GET', path: '/console/info', schema: consoleInfoSchema, signal }),
    staleTime: Infinity,
  });
