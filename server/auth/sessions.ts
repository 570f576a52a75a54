// Sessions without server state, so any number of instances share them: everything the console
// knows about a signed-in person travels in one sealed cookie (sealed-cookie.ts), with its idle and
// absolute deadlines inside, where the browser cannot move them.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AuthMode } from './auth-config';
import { readCookie, serializeCookie, type CookieOptions } from './cookies';
import type { Role } from './roles';
import { createSealer } from './sealed-cookie';

export interface Person {
  sub: string;
  email: string | null;
  name: string | null;
}

export interface Session extends Person {
  role: Role;
  mode: AuthMode;
  /** Random per sign-in: a new session every time (no fixation). */
  sid: string;
  /** When the person signed in (ms): the absolute timeout counts from here. */
  created: number;
  /** When the cookie was last sealed (ms): the idle timeout counts from here. */
  seen: number;
}

export interface SessionSettings {
  secret: Buffer;
  idleMs: number;
  maxMs: number;
  /** https: `__Host-` name and Secure. */
  secure: boolean;
  now?: () => number;
}

export interface Sessions {
  readonly cookieName: string;
  /** The session of a request, or null; synchronous (a Promise only the first time a cookie is seen). */
  of: (req: IncomingMessage) => Session | null | Promise<Session | null>;
  /** A Set-Cookie value holding a fresh session for `person`. */
  start: (person: Person, role: Role, mode: AuthMode) => Promise<string>;
  /** Whether `session`'s idle deadline is due to be moved (at most once a minute, so most requests pay nothing). */
  due: (session: Session) => boolean;
  /** A Set-Cookie value that moves `session`'s idle deadline to now. */
  refresh: (session: Session) => Promise<string>;
  /** A Set-Cookie value that deletes the session cookie. */
  clear: () => string;
}

/**
 * Verified cookies kept, by their text: opening a JWE costs tens of microseconds and a Promise per
 * request, more than the whole budget of the session check. A hit still checks both deadlines, so
 * the cache never extends a session; bounded, oldest entry dropped first.
 */
const CACHE_ENTRIES = 1000;
/** The cookie is re-sealed with a new idle deadline at most this often, not on every request. */
const REFRESH_EVERY_MS = 60_000;

function isSession(value: Record<string, unknown>): value is Record<string, unknown> & Session {
  return (
    typeof value.sub === 'string' &&
    (value.email === null || typeof value.email === 'string') &&
    (value.name === null || typeof value.name === 'string') &&
    (value.role === 'admin' || value.role === 'viewer') &&
    (value.mode === 'oidc' || value.mode === 'token' || value.mode === 'demo') &&
    typeof value.sid === 'string' &&
    typeof value.created === 'number' &&
    typeof value.seen === 'number'
  );
}

export function createSessions(settings: SessionSettings): Sessions {
  const now = settings.now ?? Date.now;
  const sealer = createSealer(settings.secret, 'session');
  const cookieName = settings.secure ? '__Host-console_session' : 'console_session';
  const options: CookieOptions = { secure: settings.secure, maxAgeSeconds: Math.ceil(Math.min(settings.idleMs, settings.maxMs) / 1000) };
  const cache = new Map<string, Session>();
  // When each session (by sid) was last sealed here: a client that keeps sending its old cookie
  // (ignoring the renewed one) must not make every request seal a new one.
  const sealedAt = new Map<string, number>();

  const alive = (session: Session): boolean => {
    const at = now();
    return at < session.seen + settings.idleMs && at < session.created + settings.maxMs && session.seen <= at + 60_000;
  };

  const remember = (text: string, session: Session): void => {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(text, session);
  };

  const seal = async (session: Session): Promise<string> => {
    if (sealedAt.size >= CACHE_ENTRIES) sealedAt.delete(sealedAt.keys().next().value as string);
    sealedAt.set(session.sid, session.seen);
    const text = await sealer.seal(session);
    remember(text, session);
    // The cookie lives no longer than the session could.
    const left = Math.min(settings.idleMs, session.created + settings.maxMs - session.seen);
    return serializeCookie(cookieName, text, { ...options, maxAgeSeconds: Math.max(1, Math.floor(left / 1000)) });
  };

  const of = (req: IncomingMessage): Session | null | Promise<Session | null> => {
    const text = readCookie(req.headers.cookie, cookieName);
    if (text === null) return null;
    const cached = cache.get(text);
    if (cached) return alive(cached) ? cached : (cache.delete(text), null);
    return sealer.open(text).then((value) => {
      if (value === null || !isSession(value)) return null;
      const session: Session = { sub: value.sub, email: value.email, name: value.name, role: value.role, mode: value.mode, sid: value.sid, created: value.created, seen: value.seen };
      if (!alive(session)) return null;
      remember(text, session);
      return session;
    });
  };

  return {
    cookieName,
    of,
    start: (person, role, mode) => {
      const at = now();
      return seal({ sub: person.sub, email: person.email, name: person.name, role, mode, sid: randomBytes(16).toString('base64url'), created: at, seen: at });
    },
    due: (session) => now() - Math.max(session.seen, sealedAt.get(session.sid) ?? 0) >= REFRESH_EVERY_MS,
    refresh: (session) => seal({ ...session, seen: now() }),
    clear: () => serializeCookie(cookieName, '', { ...options, maxAgeSeconds: 0 }),
  };
}
