// The audit store in memory, with the SQL store's semantics (filters, newest first, the same
// keyset page token): what the mocked e2e specs and the page's benchmark answer /console/audit
// from, without a database.
import { AUDIT_PAGE_SIZE, outcomeClass, type AuditRecordWire } from '../../src/api/console-audit.schema';
import { decodeToken, encodeToken, type AuditQuery, type AuditStore } from './audit-store';

export interface MemoryAuditStore extends AuditStore {
  /** Newest first after every insert; tests may replace it. */
  records: AuditRecordWire[];
}

const newestFirst = (a: AuditRecordWire, b: AuditRecordWire) => Date.parse(b.time) - Date.parse(a.time) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** As the SQL store's `actor` filter: the person's name or email in any case, or their sub. */
function isActor(actor: AuditRecordWire['actor'], value: string): boolean {
  const lower = value.toLowerCase();
  return actor.name?.toLowerCase() === lower || actor.email?.toLowerCase() === lower || actor.sub === value;
}

function matches(record: AuditRecordWire, query: AuditQuery): boolean {
  if (query.actor !== undefined && !isActor(record.actor, query.actor)) return false;
  if (query.operation !== undefined && record.operation !== query.operation) return false;
  if (query.outcome !== undefined && outcomeClass(record) !== query.outcome) return false;
  const time = Date.parse(record.time);
  if (query.from !== undefined && time < query.from.getTime()) return false;
  if (query.to !== undefined && time > query.to.getTime()) return false;
  return true;
}

export function createMemoryAuditStore(seed: readonly AuditRecordWire[] = []): MemoryAuditStore {
  const store: MemoryAuditStore = {
    records: [...seed].sort(newestFirst),
    insert: async (record) => {
      store.records.push({ ...record, time: record.time.toISOString(), outcome: null });
      store.records.sort(newestFirst);
    },
    complete: async (id, outcome) => {
      const record = store.records.find((one) => one.id === id);
      if (record) record.outcome = outcome;
    },
    list: async (query) => {
      const pageSize = Math.min(query.pageSize ?? AUDIT_PAGE_SIZE.default, AUDIT_PAGE_SIZE.max);
      let after: [number, string] | null = null;
      if (query.pageToken) {
        const [time, id] = decodeToken(query.pageToken);
        after = [Date.parse(time), id];
      }
      const page: AuditRecordWire[] = [];
      let more = false;
      for (const record of store.records) {
        if (after) {
          const time = Date.parse(record.time);
          if (time > after[0] || (time === after[0] && record.id >= after[1])) continue;
        }
        if (!matches(record, query)) continue;
        if (page.length === pageSize) {
          more = true;
          break;
        }
        page.push(record);
      }
      const last = page.at(-1);
      return { list: page, nextPageToken: more && last ? encodeToken(new Date(last.time), last.id) : '' };
    },
    purge: async (before) => {
      const kept = store.records.filter((record) => Date.parse(record.time) >= before.getTime());
      const purged = store.records.length - kept.length;
      store.records = kept;
      return purged;
    },
  };
  return store;
}
