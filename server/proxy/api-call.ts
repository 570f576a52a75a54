// One /api/ call once the guards let it through: read the body (bounded), run the hooks that may
// refuse it before anything leaves (sign-in, the audit trail's "record first"), take a token,
// forward it, replay it once with a new token after a 401, and report how it ended.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RPC_CODES, UPSTREAM_NO_ANSWER, codeForHttpStatus } from '../../src/api/rpc-status';
import { forwardedRequestHeaders, newTraceparent } from './header-allowlists';
import { refuse, refusal, sendHeld, sendJson, type Refusal } from './proxy-answers';
import type { TokenCache, TokenCacheOutcome, CachedToken } from './token-cache';
import { TokenEndpointError } from './token-source';
import type { Upstream, UpstreamResult } from './upstream';

/** What the hooks see of a call: enough to check a session, or to record who changes what. */
export interface ApiCall {
  /** The browser's request (its headers and cookies; its body is already read). */
  readonly req: IncomingMessage;
  /** The answer, for headers a hook adds before forwarding (a renewed session cookie); hooks never write its body. */
  readonly res: ServerResponse;
  readonly method: string;
  /** The origin-form target forwarded to the tenant, raw (path and query). */
  readonly target: string;
  /** The request body as it will be forwarded; null for none. */
  readonly body: Buffer | null;
  /** The trace id of the traceparent the tenant receives. */
  readonly traceId: string;
}

/** How a call ended, for the audit trail. */
export interface CallOutcome {
  status: number;
  /** google.rpc code: 0 for a 2xx, else the one in the tenant's (or the proxy's) error body, else derived from the status. */
  code: number;
  message: string;
  durationMs: number;
  /** The tenant's correlation id (X-Request-Id or alike), when it sent one. */
  requestId: string | null;
}

/**
 * Steps around forwarding. `beforeForward` runs after the guards and the body read, before a token
 * is taken: a refusal (or a rejection, answered 503) stops the call and nothing is forwarded.
 * `afterAnswer` runs once the answer is complete (or the browser left: status 499), for every hook
 * whose `beforeForward` let the call go on, with the outcome of the call, including a refusal by a
 * later hook. Hooks run in order.
 */
export interface ApiCallHooks {
  beforeForward?: (call: ApiCall) => Refusal | null | Promise<Refusal | null>;
  afterAnswer?: (call: ApiCall, outcome: CallOutcome) => void;
}

export interface ApiCallEnd {
  status: number;
  tokenCache: TokenCacheOutcome | '-';
  traceId: string | null;
  requestId: string | null;
}

export interface ApiCallHandlerOptions {
  upstream: Upstream;
  tokens: TokenCache;
  hooks: readonly ApiCallHooks[];
  maxBodyBytes: number;
  /** Called once per call, however it ended (the request log). */
  onEnd: (req: IncomingMessage, started: number, end: ApiCallEnd) => void;
}

interface CallState extends ApiCall {
  body: Buffer | null;
  readonly started: number;
  readonly traceparent: string;
  /** Hooks whose afterAnswer is owed. */
  passed: ApiCallHooks[] | null;
}

const { UNAUTHENTICATED, UNAVAILABLE, DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED } = RPC_CODES;
const CLIENT_GONE = 499;

export function tooLarge(limit: number): Refusal {
  return refusal(413, RESOURCE_EXHAUSTED, `request bodies are limited to ${limit} bytes`);
}

/** Returns the handler for calls that passed the guards; `target` is what checkApiPath accepted. */
export function createApiCallHandler(options: ApiCallHandlerOptions) {
  const { upstream, tokens, hooks, maxBodyBytes, onEnd } = options;
  const wantsOutcome = hooks.some((hook) => hook.afterAnswer);
  const bodyTooLarge = tooLarge(maxBodyBytes);
  const firstSend = { holdUnauthorized: true, keepErrorBody: wantsOutcome };
  const replaySend = { holdUnauthorized: false, keepErrorBody: wantsOutcome };

  function end(call: CallState, status: number, tokenCache: TokenCacheOutcome | '-', requestId: string | null, detail?: { code: number; message: string } | Buffer | null): void {
    onEnd(call.req, call.started, { status, tokenCache, traceId: call.traceId, requestId });
    if (call.passed === null) return;
    const outcome: CallOutcome = { status, ...rpcStatusOf(status, detail), durationMs: performance.now() - call.started, requestId };
    for (const hook of call.passed) {
      try {
        hook.afterAnswer?.(call, outcome);
      } catch {
        // The answer is already sent; an observer that fails must not take the proxy down with it.
      }
    }
  }

  function refuseCall(call: CallState, refused: Refusal, extraHeaders?: readonly string[]): void {
    refuse(call.res, refused, extraHeaders);
    end(call, refused.status, '-', null, refused);
  }

  function start(req: IncomingMessage, res: ServerResponse, method: string, target: string, started: number): void {
    const { traceparent, traceId } = newTraceparent();
    const headers = req.headers;
    const hasBody = method !== 'GET' && method !== 'HEAD' && (headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0'));
    const call: CallState = { req, res, method, target, body: null, traceId, traceparent, started, passed: null };
    if (!hasBody) return runHooks(call);
    if (Number(headers['content-length']) > maxBodyBytes) return refuseCall(call, bodyTooLarge, ['connection', 'close']);
    readBody(req, maxBodyBytes, (body) => {
      if (body === 'too large') return refuseCall(call, bodyTooLarge, ['connection', 'close']);
      if (body === 'aborted') return end(call, CLIENT_GONE, '-', null);
      call.body = body;
      runHooks(call);
    });
  }

  function runHooks(call: CallState, from = 0): void {
    for (let i = from; i < hooks.length; i++) {
      const hook = hooks[i] as ApiCallHooks;
      let verdict: Refusal | null | Promise<Refusal | null> = null;
      try {
        if (hook.beforeForward) verdict = hook.beforeForward(call);
      } catch {
        return answerRefusal(call, hookFailed);
      }
      if (verdict instanceof Promise) {
        verdict.then(
          (refused) => (refused ? answerRefusal(call, refused) : passHook(call, hook, i)),
          () => answerRefusal(call, hookFailed),
        );
        return;
      }
      if (verdict) return answerRefusal(call, verdict);
      if (hook.afterAnswer) (call.passed ??= []).push(hook);
    }
    forward(call);
  }

  function passHook(call: CallState, hook: ApiCallHooks, index: number): void {
    if (hook.afterAnswer) (call.passed ??= []).push(hook);
    runHooks(call, index + 1);
  }

  function answerRefusal(call: CallState, refused: Refusal): void {
    if (call.res.destroyed) return end(call, CLIENT_GONE, '-', null);
    refuseCall(call, refused);
  }

  function forward(call: CallState): void {
    if (call.res.destroyed) return end(call, CLIENT_GONE, '-', null);
    const ready = tokens.peek();
    if (ready !== null) return send(call, ready, true);
    tokens.get().then(
      (token) => send(call, token, true),
      (error: unknown) => tokenFailed(call, error, 'miss'),
    );
  }

  function send(call: CallState, token: CachedToken, firstAttempt: boolean): void {
    if (call.res.destroyed) return end(call, CLIENT_GONE, token.outcome, null);
    const headers = forwardedRequestHeaders(call.req);
    headers.push('traceparent', call.traceparent, 'authorization', `Bearer ${token.token}`);
    upstream.send({ method: call.method, target: call.target, headers, body: call.body }, call.res, firstAttempt ? firstSend : replaySend, (result) => answered(call, token, result));
  }

  function answered(call: CallState, token: CachedToken, result: UpstreamResult): void {
    const { res } = call;
    if (result.failure === 'client-gone') return end(call, CLIENT_GONE, token.outcome, result.requestId);
    if (result.failure !== null) {
      const { status, body } = upstreamFailures[result.failure];
      if (!res.headersSent) sendJson(res, status, body);
      return end(call, status, token.outcome, result.requestId, body);
    }
    const held = result.held;
    if (held === null) return end(call, result.status, token.outcome, result.requestId, result.errorBody);
    // A first 401: replay once with a renewed token, unless one was renewed less than a second ago.
    const renewal = tokens.renewAfterUnauthorized(token.token);
    if (renewal === null) {
      if (held.body !== null) sendHeld(res, { ...held, body: held.body });
      else sendJson(res, 401, tenantRefusedToken);
      return end(call, 401, token.outcome, result.requestId, held.body ?? tenantRefusedToken);
    }
    renewal.then(
      (fresh) => send(call, fresh, false),
      (error: unknown) => tokenFailed(call, error, 'refresh'),
    );
  }

  function tokenFailed(call: CallState, error: unknown, tokenCache: TokenCacheOutcome): void {
    const { res } = call;
    if (res.headersSent || res.destroyed) return end(call, CLIENT_GONE, tokenCache, null);
    const failure = describeTokenFailure(error);
    sendJson(res, failure.status, failure.body);
    end(call, failure.status, tokenCache, null, failure.body);
  }

  return start;
}

/**
 * The proxy's answer when the tenant's did not come. Only a call that was sent carries the
 * UPSTREAM_NO_ANSWER mark, which tells the console that a change may or may not have been applied.
 */
const upstreamFailures = {
  timeout: { status: 504, body: { code: DEADLINE_EXCEEDED, message: 'The tenant did not answer in time.', details: [UPSTREAM_NO_ANSWER] } },
  dropped: { status: 502, body: { code: UNAVAILABLE, message: 'The connection to the tenant was lost before it answered.', details: [UPSTREAM_NO_ANSWER] } },
  unreachable: { status: 502, body: { code: UNAVAILABLE, message: 'The tenant could not be reached.' } },
} as const;

const hookFailed = refusal(503, UNAVAILABLE, 'the call could not be prepared (nothing was sent to the tenant); try again');
const tenantRefusedToken = { code: UNAUTHENTICATED, message: 'the tenant refused the access token' };

/** 502 (or 504 when the token endpoint hung) naming the endpoint's status and OAuth error, never a credential. */
function describeTokenFailure(error: unknown): { status: number; body: { code: number; message: string; tokenEndpoint: object } } {
  if (error instanceof TokenEndpointError) {
    const status = error.timedOut ? 504 : 502;
    return {
      status,
      body: {
        code: error.timedOut ? DEADLINE_EXCEEDED : UNAVAILABLE,
        message: `The console could not get an access token: ${error.message}.`,
        tokenEndpoint: { status: error.upstreamStatus, ...error.oauthError },
      },
    };
  }
  return { status: 502, body: { code: UNAVAILABLE, message: 'The console could not get an access token.', tokenEndpoint: { status: null } } };
}

/** The google.rpc code and message of an answer: from its (JSON) body when it has one. */
function rpcStatusOf(status: number, detail: { code: number; message: string } | Buffer | null | undefined): { code: number; message: string } {
  if (status >= 200 && status <= 299) return { code: RPC_CODES.OK, message: '' };
  if (detail && !Buffer.isBuffer(detail)) return { code: detail.code, message: detail.message };
  if (detail) {
    try {
      const parsed: unknown = JSON.parse(detail.toString('utf8'));
      if (parsed && typeof parsed === 'object') {
        const { code, message } = parsed as { code?: unknown; message?: unknown };
        if (typeof code === 'number' && Number.isInteger(code)) return { code, message: typeof message === 'string' ? message : '' };
      }
    } catch {
      // not google.rpc.Status JSON: derived from the status below
    }
  }
  return { code: status === CLIENT_GONE ? RPC_CODES.CANCELLED : codeForHttpStatus(status), message: '' };
}

/** Reads a request body up to `limit` bytes. */
function readBody(req: IncomingMessage, limit: number, callback: (body: Buffer | 'too large' | 'aborted') => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const settle = (result: Buffer | 'too large' | 'aborted') => {
    if (settled) return;
    settled = true;
    callback(result);
  };
  req.on('data', (chunk: Buffer) => {
    if (settled) return;
    size += chunk.length;
    if (size > limit) {
      chunks.length = 0;
      return settle('too large');
    }
    chunks.push(chunk);
  });
  req.once('end', () => settle(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size)));
  req.once('error', () => settle('aborted'));
  req.once('close', () => {
    if (!req.complete) settle('aborted');
  });
}
