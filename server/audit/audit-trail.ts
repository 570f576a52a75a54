// The audit trail in the proxy's pipeline: a record written (durably) before a change is
// forwarded, completed with its outcome after. The store opens in the background (PGlite's first
// initdb takes seconds): pages and API reads never wait for it; a change that comes first waits,
// bounded (opening-store.ts), then is refused with 503 like any change whose record cannot be written.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AuditActorWire as AuditActor } from '../../src/api/console-audit.schema';
import { matchOperation } from '../../src/api/operations';
import { RPC_CODES } from '../../src/api/rpc-status';
import type { ApiCall, ApiCallHooks } from '../proxy/api-call';
import { refusal } from '../proxy/proxy-answers';
import type { AuditStore } from './audit-store';
import { openingStore } from './opening-store';
import { redactBody } from './redact';

/** Who is calling: the session's person and role; null without a session (the sign-in check refuses it). */
export type ActorOf = (req: IncomingMessage) => (AuditActor | null) | Promise<AuditActor | null>;

export interface AuditTrailOptions {
  /** Resolves once the store is open and migrated. */
  store: Promise<AuditStore>;
  actorOf: ActorOf;
  /** How long a change waits for the store to open before it is refused; default DEFAULT_OPEN_WAIT_MS. */
  openWaitMs?: number;
  /** Completion writes that fail (the record stays "outcome unknown"). */
  onCompleteError?: (error: unknown) => void;
  now?: () => Date;
}

export const RECORD_FAILED = refusal(503, RPC_CODES.UNAVAILABLE, 'The change was not sent: the console could not record it in its audit trail. Try again shortly.');

const READS = new Set(['GET', 'HEAD']);

export function createAuditHooks(options: AuditTrailOptions): ApiCallHooks {
  const now = options.now ?? (() => new Date());
  const storeWithin = openingStore(options.store, options.openWaitMs);
  const recordIds = new WeakMap<ApiCall, { id: string; store: AuditStore }>();

  const record = async (call: ApiCall, actor: AuditActor) => {
    const time = now();
    const path = call.target.split('?', 1)[0] ?? call.target;
    const matched = matchOperation(call.method, path);
    const store = await storeWithin();
    const id = randomUUID();
    await store.insert({
      id,
      time,
      actor,
      method: call.method,
      path,
      operation: matched?.operation ?? null,
      ids: matched?.ids ?? {},
      requestBody: redactBody(call.body),
      // Only admins change the tenant (DESIGN.md); the sign-in check refuses the others' changes.
      refused: actor.role !== 'admin',
    });
    recordIds.set(call, { id, store });
  };

  return {
    beforeForward: (call) => {
      if (READS.has(call.method)) return null;
      const actor = options.actorOf(call.req);
      const go = (person: AuditActor | null) => (person === null ? null : record(call, person).then(() => null, () => RECORD_FAILED));
      return actor instanceof Promise ? actor.then(go) : go(actor);
    },
    afterAnswer: (call, outcome) => {
      const written = recordIds.get(call);
      if (!written) return;
      written.store.complete(written.id, outcome).catch((error: unknown) => options.onCompleteError?.(error));
    },
  };
}
