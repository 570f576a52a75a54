// The audit trail's records in SQL: insert before forwarding, complete with the outcome, list
// newest first with a keyset cursor over (time, id), purge past the retention. Backend-agnostic.
// Outcomes ride with the next insert: one statement per change instead of two, and no UPDATE
// of the previous change for the next change's insert to queue behind (on PGlite each statement
// runs alone). An outcome with no insert to ride is written on its own after OUTCOME_DELAY_MS.
// Until written, a record shows "outcome unknown", as it does when the console dies before the answer.
import { AUDIT_PAGE_SIZE, type AuditActorWire as AuditActor, type AuditOutcomeWire as AuditOutcome, type AuditOutcomeFilter, type AuditRecordWire as AuditRecord } from '../../src/api/console-audit.schema';
import type { SqlBackend, SqlParam } from './sql-backend';

export interface NewAuditRecord {
  id: string;
  time: Date;
  actor: AuditActor;
  method: string;
  path: string;
  operation: string | null;
  ids: Record<string, string>;
  /** Already redacted. */
  requestBody: unknown;
  refused: boolean;
}

export interface AuditQuery {
  pageSize?: number;
  /** Opaque, from a previous page's nextPageToken. */
  pageToken?: string;
  /** A whole name or email (case-insensitive), or a sub. */
  actor?: string;
  operation?: string;
  outcome?: AuditOutcomeFilter;
  from?: Date;
  to?: Date;
}

export interface AuditStore {
  insert(record: NewAuditRecord): Promise<void>;
  complete(id: string, outcome: AuditOutcome): Promise<void>;
  list(query: AuditQuery): Promise<{ list: AuditRecord[]; nextPageToken: string }>;
  /** Deletes records older than `before`; resolves to how many. */
  purge(before: Date): Promise<number>;
}

/** The SQL store: `flush` writes the outcomes still waiting for the next insert. */
export interface SqlAuditStore extends AuditStore {
  flush(): Promise<void>;
}

/** Far below PostgreSQL's 65,535 parameters a statement. */
const MAX_OUTCOMES_A_STATEMENT = 1000;

/** The longest an outcome waits for an insert to ride with before it is written on its own. */
export const OUTCOME_DELAY_MS = 50;

export class BadPageToken extends Error {}

interface Row {
  id: string;
  time: Date | string;
  actor_sub: string;
  actor_email: string | null;
  actor_name: string | null;
  actor_role: string;
  method: string;
  path: string;
  operation: string | null;
  ids: string;
  request_body: string | null;
  refused: boolean;
  status: number | null;
  code: number | null;
  message: string | null;
  duration_ms: number | null;
  request_id: string | null;
}

/** PostgreSQL text refuses NUL; whatever a tenant or a client sends must still be recordable. */
const text = (value: string | null): string | null => (value === null ? null : value.replace(/\0/g, '\uFFFD'));

/** The keyset cursor over (time, id), opaque to clients. */
export function encodeToken(time: Date, id: string): string {
  return Buffer.from(JSON.stringify([time.toISOString(), id])).toString('base64url');
}

export function decodeToken(token: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'string' && !Number.isNaN(Date.parse(parsed[0]))) return [parsed[0], parsed[1]];
  } catch {
    // fall through
  }
  throw new BadPageToken('page_token is not a token this console gave');
}

function toRecord(row: Row): AuditRecord {
  const time = row.time instanceof Date ? row.time : new Date(row.time);
  return {
    id: row.id,
    time: time.toISOString(),
    actor: { sub: row.actor_sub, email: row.actor_email, name: row.actor_name, role: row.actor_role },
    method: row.method,
    path: row.path,
    operation: row.operation,
    ids: JSON.parse(row.ids) as Record<string, string>,
    requestBody: row.request_body === null ? null : (JSON.parse(row.request_body) as unknown),
    refused: row.refused,
    outcome:
      row.status === null
        ? null
        : { status: row.status, code: row.code ?? 0, message: row.message ?? '', durationMs: Math.round(row.duration_ms ?? 0), requestId: row.request_id },
  };
}

interface PendingOutcome {
  id: string;
  outcome: AuditOutcome;
  written: () => void;
  failed: (error: unknown) => void;
}

const INSERT_COLUMNS = 'id, time, actor_sub, actor_email, actor_name, actor_role, method, path, operation, ids, request_body, refused';
const INSERT_VALUES = '$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12';

/**
 * Completes the records of `outcomes`, whose values are the statement's parameters from `$first` on
 * (one statement for any number). A VALUES list, not a JSON set: the planner knows how many rows it
 * holds and finds each record by its primary key; a set function is guessed at 100 rows, which
 * planned a scan of the whole table for every change.
 */
export function completeStatement(outcomes: readonly { id: string; outcome: AuditOutcome }[], first: number): { sql: string; params: SqlParam[] } {
  const params: SqlParam[] = [];
  const rows = outcomes.map(({ id, outcome }) => {
    const at = first + params.length;
    params.push(id, outcome.status, outcome.code, text(outcome.message), outcome.durationMs, text(outcome.requestId));
    return `($${at}::text, $${at + 1}::integer, $${at + 2}::integer, $${at + 3}::text, $${at + 4}::double precision, $${at + 5}::text)`;
  });
  const sql = `UPDATE audit_records AS r SET status = o.status, code = o.code, message = o.message, duration_ms = o.duration_ms, request_id = o.request_id,
     outcome = CASE WHEN r.refused THEN 'refused' WHEN o.status BETWEEN 200 AND 299 THEN 'succeeded' ELSE 'failed' END
   FROM (VALUES ${rows.join(', ')}) AS o(id, status, code, message, duration_ms, request_id)
   WHERE r.id = o.id`;
  return { sql, params };
}

export function createAuditStore(backend: SqlBackend): SqlAuditStore {
  const pending: PendingOutcome[] = [];
  let timer: NodeJS.Timeout | null = null;
  const take = (): PendingOutcome[] => {
    // Six parameters an outcome: a statement holds at most MAX_OUTCOMES_A_STATEMENT of them.
    const taken = pending.splice(0, MAX_OUTCOMES_A_STATEMENT);
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.length > 0) flushSoon();
    return taken;
  };
  const settle = (taken: readonly PendingOutcome[], error?: unknown) => {
    for (const one of taken) {
      if (error === undefined) one.written();
      else one.failed(error);
    }
  };
  const flush = async (): Promise<void> => {
    const taken = take();
    if (taken.length === 0) return;
    try {
      const { sql, params } = completeStatement(taken, 1);
      await backend.query(sql, params);
      settle(taken);
    } catch (error) {
      settle(taken, error);
    }
  };

  const flushSoon = () => {
    timer ??= setTimeout(() => void flush(), OUTCOME_DELAY_MS);
    timer.unref();
  };

  return {
    insert: async (record) => {
      const values: SqlParam[] = [
        record.id,
        record.time.toISOString(),
        text(record.actor.sub),
        text(record.actor.email),
        text(record.actor.name),
        record.actor.role,
        record.method,
        text(record.path),
        record.operation,
        // JSON.stringify escapes NUL, so the JSON text is always storable.
        JSON.stringify(record.ids),
        record.requestBody === null ? null : JSON.stringify(record.requestBody),
        record.refused,
      ];
      const riding = take();
      if (riding.length === 0) {
        await backend.query(`INSERT INTO audit_records (${INSERT_COLUMNS}) VALUES (${INSERT_VALUES})`, values);
        return;
      }
      try {
        // A data-modifying WITH runs whether or not the INSERT reads it: one statement, one commit.
        const completed = completeStatement(riding, values.length + 1);
        await backend.query(`WITH completed AS (${completed.sql}) INSERT INTO audit_records (${INSERT_COLUMNS}) VALUES (${INSERT_VALUES})`, [...values, ...completed.params]);
        settle(riding);
      } catch (error) {
        // Neither was written. The outcomes wait for their own write; the caller sees the insert fail.
        pending.push(...riding);
        flushSoon();
        throw error;
      }
    },
    complete: (id, outcome) =>
      new Promise<void>((written, failed) => {
        pending.push({ id, outcome, written, failed });
        flushSoon();
      }),
    flush,
    list: async (query) => {
      // This instance's own outcomes are visible to its reads.
      await flush();
      const pageSize = Math.min(query.pageSize ?? AUDIT_PAGE_SIZE.default, AUDIT_PAGE_SIZE.max);
      const where: string[] = [];
      const params: SqlParam[] = [];
      const param = (value: SqlParam): string => (params.push(value), `$${params.length}`);
      if (query.actor !== undefined) {
        const actor = param(query.actor);
        // What a record shows of its person: the name or the email (any case), or the sub.
        where.push(`(lower(actor_name) = lower(${actor}) OR lower(actor_email) = lower(${actor}) OR actor_sub = ${actor})`);
      }
      if (query.operation !== undefined) where.push(`operation = ${param(query.operation)}`);
      if (query.outcome !== undefined) where.push(`outcome = ${param(query.outcome)}`);
      if (query.from !== undefined) where.push(`time >= ${param(query.from.toISOString())}`);
      if (query.to !== undefined) where.push(`time <= ${param(query.to.toISOString())}`);
      if (query.pageToken) {
        const [time, id] = decodeToken(query.pageToken);
        where.push(`(time, id) < (${param(time)}::timestamptz, ${param(id)})`);
      }
      const rows = await backend.query<Row>(
        `SELECT * FROM audit_records ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY time DESC, id DESC LIMIT ${param(pageSize + 1)}`,
        params,
      );
      const list = rows.slice(0, pageSize).map(toRecord);
      const last = rows.length > pageSize ? rows[pageSize - 1] : undefined;
      return { list, nextPageToken: last ? encodeToken(last.time instanceof Date ? last.time : new Date(last.time), last.id) : '' };
    },
    purge: async (before) => {
      await flush();
      const rows = await backend.query<{ id: string }>('DELETE FROM audit_records WHERE time < $1 RETURNING id', [before.toISOString()]);
      return rows.length;
    },
  };
}
