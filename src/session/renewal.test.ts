import { describe, expect, it } from 'vitest';
import { renewalWords, SESSION_RENEWED } from './renewal';

const ADA = { sub: 'ada', email: 'ada@demo.example', name: 'Ada Lovelace', role: 'admin' };
const GRACE = { sub: 'grace', email: 'grace@demo.example', name: 'Grace Hopper', role: 'viewer' };
const LINUS = { sub: 'linus', email: 'linus@demo.example', name: 'Linus Pauling', role: 'admin' };

describe('what the console says once an ended session is live again', () => {
  it('the same person signed back in: send the change again', () => {
    expect(renewalWords({ before: ADA, now: ADA })).toEqual({ title: 'Signed in again', notice: 'Nothing you typed was lost: send your change again.', alert: SESSION_RENEWED, sendAgain: true });
    expect(renewalWords(null)).toEqual(renewalWords({ before: ADA, now: ADA }));
  });

  it('a viewer signed in: who it is now, that the change was not sent, and that this person may not make it', () => {
    expect(renewalWords({ before: ADA, now: GRACE })).toEqual({
      title: 'Signed in as Grace Hopper (Viewer)',
      notice: 'This page was working for Ada Lovelace. Your change was not sent, and Grace Hopper may not make it.',
      alert: 'Now signed in as Grace Hopper (Viewer), not Ada Lovelace: this did not reach the tenant, and Grace Hopper may not make this change.',
      sendAgain: false,
    });
  });

  it('another admin signed in: who it is now, and to check the change before sending it as them', () => {
    const words = renewalWords({ before: ADA, now: LINUS });
    expect(words).toMatchObject({ title: 'Signed in as Linus Pauling (Admin)', sendAgain: true });
    expect(words.notice).toBe('This page was working for Ada Lovelace. Nothing typed was lost: check it, then send it as Linus Pauling.');
    expect(words.alert).toBe('Now signed in as Linus Pauling (Admin), not Ada Lovelace: this did not reach the tenant. Check it, then send it as Linus Pauling.');
  });

  it('the same person, now with a role that reads only: not invited to send again', () => {
    const words = renewalWords({ before: ADA, now: { ...ADA, role: 'auditor' } });
    expect(words).toMatchObject({ title: 'Signed in again', sendAgain: false });
    expect(words.alert).toBe('You are signed in again as Ada Lovelace (auditor): this did not reach the tenant, and you may not make this change now.');
  });

  it('keeps a name that holds a right-to-left override from reversing the words around it', () => {
    const words = renewalWords({ before: ADA, now: { ...GRACE, name: 'Grace\u202E' } });
    expect(words.title).toBe('Signed in as \u2068Grace\u202E\u2069 (Viewer)');
  });
});
