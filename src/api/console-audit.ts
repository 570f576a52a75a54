// GET /console/audit (DESIGN.md, "Who may act"): the console's own audit trail, read page by page
// with the filters applied by the server, newest first. The schema is shared with the server
// (console-audit.schema.ts).
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { AUDIT_PAGE_SIZE, auditPageSchema, type AuditOutcomeFilter } from './console-audit.schema';
import { pageQuery } from './pagination';

export * from './console-audit.schema';

/** The server-side filters, as the page keeps them in its URL (dates as local YYYY-MM-DD days). */
export interface AuditFilters {
  /** A full name or an email (any case), or a sub. */
  actor?: string;
  operation?: string;
  outcome?: AuditOutcomeFilter;
  from?: string;
  to?: string;
}

export const AUDIT_OPERATION = 'Read the console audit log';

/** A local day's start (`from`) or the next day's start less a millisecond (`to`), as ISO 8601; '' for no date. */
export function dayBound(day: string | undefined, end: 'from' | 'to'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return '';
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (end === 'to' ? 1 : 0));
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - (end === 'to' ? 1 : 0)).toISOString();
}

export function auditQuery(filters: AuditFilters): Record<string, string> {
  return {
    actor: filters.actor?.trim() ?? '',
    operation: filters.operation ?? '',
    outcome: filters.outcome ?? '',
    from: dayBound(filters.from, 'from'),
    to: dayBound(filters.to, 'to'),
  };
}

export function listAuditRecords(filters: AuditFilters, { pageToken, signal }: { pageToken?: string; signal?: AbortSignal } = {}) {
  return apiRequest({
    operation: AUDIT_OPERATION,
    method: 'GET',
    path: '/console/audit',
    query: { ...auditQuery(filters), ...pageQuery({ pageSize: AUDIT_PAGE_SIZE.max, pageToken }, AUDIT_PAGE_SIZE.max) },
    schema: auditPageSchema,
    signal,
  });
}

export const auditKeys = {
  all: ['console-audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, auditQuery(filters)] as const,
};

export const auditInfiniteQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listAuditRecords(filters, { pageToken: pageParam, signal }),
    initialPageParam: '',
    getNextPageParam: (page: { nextPageToken: string }) => page.nextPageToken || undefined,
    // New records arrive as people work: a page opened again reads the head anew after a minute.
    staleTime: 60_000,
  });
