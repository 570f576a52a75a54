// The session cookie: a fresh one per sign-in, read back on every request; anything forged,
// tampered with, expired or sealed with another instance's secret is no session, never a crash.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createSessions, type Session } from '../../server/auth/sessions';

const SECRET = Buffer.from('a-session-secret-of-at-least-32-bytes!!');
const ADA = { sub: 'ada', email: 'ada@demo.example', name: 'Ada Lovelace' };

const requestWith = (cookie: string | undefined) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;
const valueOf = (setCookie: string) => setCookie.slice(setCookie.indexOf('=') + 1, setCookie.indexOf(';'));

function clock(start = 1_800_000_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

describe('session cookies', () => {
  it('round-trips who, role and mode, named and flagged for plain-http loopback and for https', async () => {
    const plain = createSessions({ secret: SECRET, idleMs: 3_600_000, maxMs: 43_200_000, secure: false });
    const line = await plain.start(ADA, 'admin', 'demo');
    expect(line).toMatch(/^console_session=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/);
    expect(await plain.of(requestWith(`other=1; console_session=${valueOf(line)}`))).toMatchObject({ ...ADA, role: 'admin', mode: 'demo' });
    const secure = createSessions({ secret: SECRET, idleMs: 3_600_000, maxMs: 43_200_000, secure: true });
    expect(await secure.start(ADA, 'viewer', 'oidc')).toMatch(/^__Host-console_session=.*; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$/);
    // The cookie is encrypted: nothing about the person can be read from it.
    expect(Buffer.from(valueOf(line).replace(/\./g, ''), 'base64url').toString('latin1')).not.toContain('ada');
  });

  it('gives every sign-in a new session, even for the same person', async () => {
    const sessions = createSessions({ secret: SECRET, idleMs: 3_600_000, maxMs: 43_200_000, secure: false });
    const first = (await sessions.of(requestWith(`console_session=${valueOf(await sessions.start(ADA, 'admin', 'demo'))}`))) as Session;
    const second = (await sessions.of(requestWith(`console_session=${valueOf(await sessions.start(ADA, 'admin', 'demo'))}`))) as Session;
    expect(first.sid).not.toBe(second.sid);
  });

  it('refuses tampered, forged, foreign-secret, duplicated and malformed cookies', async () => {
    const sessions = createSessions({ secret: SECRET, idleMs: 3_600_000, maxMs: 43_200_000, secure: false });
    const good = valueOf(await sessions.start(ADA, 'viewer', 'demo'));
    const other = createSessions({ secret: Buffer.from('another-instance-secret-32-bytes-long!!'), idleMs: 3_600_000, maxMs: 43_200_000, secure: false });
    const foreign = valueOf(await other.start(ADA, 'admin', 'demo'));
    const parts = good.split('.');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const tampered = [
      [parts[0], '', flip(parts[2] ?? ''), parts[3], parts[4]].join('.'),
      [parts[0], '', parts[2], flip(parts[3] ?? ''), parts[4]].join('.'),
      [parts[0], '', parts[2], parts[3], flip(parts[4] ?? '')].join('.'),
      [Buffer.from('{"alg":"dir","enc":"A128GCM"}').toString('base64url'), '', parts[2], parts[3], parts[4]].join('.'),
    ];
    const forged = [foreign, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZGEiLCJyb2xlIjoiYWRtaW4ifQ.', '', 'x', '....', `${good}x`, 'a'.repeat(5000), '%00', good.replace(/\./g, '..')];
    for (const value of [...tampered, ...forged]) expect(await sessions.of(requestWith(`console_session=${value}`)), value.slice(0, 40)).toBeNull();
    // A second cookie of the same name (planted from a sibling domain) voids both.
    expect(await sessions.of(requestWith(`console_session=${good}; console_session=${good}`))).toBeNull();
    expect(await sessions.of(requestWith(undefined))).toBeNull();
    expect(await sessions.of(requestWith(`console_session=${good}`))).not.toBeNull();
  });

  it('ends a session after the idle timeout unless refreshed, and after the absolute timeout whatever happens (cached or not)', async () => {
    const time = clock();
    const sessions = createSessions({ secret: SECRET, idleMs: 60 * 60_000, maxMs: 3 * 3_600_000, secure: false, now: time.now });
    let value = valueOf(await sessions.start(ADA, 'admin', 'demo'));
    const of = async (text: string) => sessions.of(requestWith(`console_session=${text}`));
    expect(await of(value)).not.toBeNull(); // now cached
    time.advance(59 * 60_000);
    const session = (await of(value)) as Session;
    expect(sessions.due(session)).toBe(true);
    const refreshed = valueOf(await sessions.refresh(session));
    time.advance(2 * 60_000);
    expect(await of(value)).toBeNull(); // idle for 61 minutes
    expect(await of(refreshed)).not.toBeNull();
    value = refreshed;
    // Refreshed every 50 minutes, it still ends 3 hours after sign-in.
    for (let i = 0; i < 2; i++) {
      time.advance(50 * 60_000);
      value = valueOf(await sessions.refresh((await of(value)) as Session));
    }
    expect(await of(value)).not.toBeNull();
    time.advance(20 * 60_000);
    expect(await of(value)).toBeNull();
  });

  it('renews a session once a minute, not on every request of a client that keeps its old cookie', async () => {
    const time = clock();
    const sessions = createSessions({ secret: SECRET, idleMs: 60 * 60_000, maxMs: 3 * 3_600_000, secure: false, now: time.now });
    const old = valueOf(await sessions.start(ADA, 'admin', 'demo'));
    time.advance(2 * 60_000);
    const session = (await sessions.of(requestWith(`console_session=${old}`))) as Session;
    expect(sessions.due(session)).toBe(true);
    await sessions.refresh(session);
    expect(sessions.due((await sessions.of(requestWith(`console_session=${old}`))) as Session)).toBe(false);
    time.advance(61_000);
    expect(sessions.due((await sessions.of(requestWith(`console_session=${old}`))) as Session)).toBe(true);
  });

  it('reads an expired cookie it has never seen as no session too (not only from the cache)', async () => {
    const time = clock();
    const writer = createSessions({ secret: SECRET, idleMs: 60_000, maxMs: 3_600_000, secure: false, now: time.now });
    const value = valueOf(await writer.start(ADA, 'admin', 'token'));
    time.advance(61_000);
    const reader = createSessions({ secret: SECRET, idleMs: 60_000, maxMs: 3_600_000, secure: false, now: time.now });
    expect(await reader.of(requestWith(`console_session=${value}`))).toBeNull();
  });
});
