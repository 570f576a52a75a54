// GET /console/audit: the trail, newest first, for any signed-in role (the proxy checks the
// session). Query parameters are checked one by one; a bad one is a 400 naming it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUDIT_OUTCOMES, AUDIT_PAGE_SIZE, type AuditOutcomeFilter } from '../../src/api/console-audit.schema';
import { RPC_CODES } from '../../src/api/rpc-status';
import type { ConsoleEndpoint } from '../proxy/console-proxy';
import { refuse, refusal, sendJson } from '../proxy/proxy-answers';
import { BadPageToken, type AuditQuery, type AuditStore } from './audit-store';

const PARAMETERS = new Set(['page_size', 'page_token', 'actor', 'operation', 'outcome', 'from', 'to']);
/** ISO 8601 date or date-time (with a zone when it has a time). */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

const invalid = (message: string) => refusal(400, RPC_CODES.INVALID_ARGUMENT, message);
const UNAVAILABLE = refusal(503, RPC_CODES.UNAVAILABLE, 'The audit trail is not available right now (its store is opening or unreachable). Try again shortly.');

/** The query, or the message of a 400 naming the first bad parameter. */
export function parseAuditQuery(search: URLSearchParams): AuditQuery | string {
  const query: AuditQuery = {};
  for (const name of search.keys()) {
    if (!PARAMETERS.has(name)) return `unknown parameter ${name}: use page_size, page_token, actor, operation, outcome, from or to`;
    if (search.getAll(name).length > 1) return `${name} is given more than once`;
  }
  const size = search.get('page_size');
  if (size !== null) {
    if (!/^\d+$/.test(size) || Number(size) < 1 || Number(size) > AUDIT_PAGE_SIZE.max) return `page_size must be a whole number from 1 to ${AUDIT_PAGE_SIZE.max}`;
    query.pageSize = Number(size);
  }
  const token = search.get('page_token');
  if (token) query.pageToken = token;
  const actor = search.get('actor');
  if (actor) query.actor = actor;
  const operation = search.get('operation');
  if (operation) query.operation = operation;
  const outcome = search.get('outcome');
  if (outcome) {
    if (!(AUDIT_OUTCOMES as readonly string[]).includes(outcome)) return `outcome must be one of ${AUDIT_OUTCOMES.join(', ')}`;
    query.outcome = outcome as AuditOutcomeFilter;
  }
  for (const name of ['from', 'to'] as const) {
    const value = search.get(name);
    if (!value) continue;
    const time = Date.parse(value);
    if (!ISO_8601.test(value) || Number.isNaN(time)) return `${name} must be an ISO 8601 date or date-time, e.g. 2026-03-01T00:00:00Z`;
    query[name] = new Date(time);
  }
  return query;
}

/** `store`: the store once open, or a rejection when it is not in time (server/audit/opening-store.ts). */
export function auditEndpoint(store: () => Promise<AuditStore>): ConsoleEndpoint {
  return {
    path: '/console/audit',
    answer: async (req: IncomingMessage, res: ServerResponse) => {
      const query = parseAuditQuery(new URL(req.url ?? '/', 'http://console').searchParams);
      if (typeof query === 'string') return refuse(res, invalid(query)), 400;
      try {
        sendJson(res, 200, await (await store()).list(query));
        return 200;
      } catch (error) {
        if (error instanceof BadPageToken) return refuse(res, invalid(`page_token: ${error.message}`)), 400;
        refuse(res, UNAVAILABLE);
        return 503;
      }
    },
  };
}
