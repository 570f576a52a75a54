// What the console says once a session that ended is live again: the page kept what was typed,
// but whoever signed in may be another person than the one it was working for, or a viewer. The
// words follow who is signed in now, in one place for the notification, the error alerts and the
// form's alert.
import type { ConsoleMe } from '../api/console-me';
import { isolateBidi } from '../components/bidi-isolate';
import { canChangeTenant, roleSummary } from './permissions';
import { displayName } from './person-name';

export type Person = Pick<ConsoleMe, 'sub' | 'email' | 'name' | 'role'>;

/** Who the console showed when the session ended, and who signed in since. */
export interface Renewal {
  before: Person | null;
  now: Person;
}

export interface RenewalWords {
  /** The notification's title and text when the session is live again. */
  title: string;
  notice: string;
  /** A refused call's alert, in place of "Your session has ended". */
  alert: string;
  /** Whether sending again is what the person now signed in should do. */
  sendAgain: boolean;
}

/** The same failure once the admin has signed in again, as the same person. */
export const SESSION_RENEWED = 'You are signed in again, but this did not reach the tenant: try it again.';

const SAME_PERSON: RenewalWords = { title: 'Signed in again', notice: 'Nothing you typed was lost: send your change again.', alert: SESSION_RENEWED, sendAgain: true };

const samePerson = (a: Person, b: Person) => (a.sub || a.email) === (b.sub || b.email);
const nameOf = (person: Person) => isolateBidi(displayName(person));
const nameWithRole = (person: Person) => `${nameOf(person)} (${isolateBidi(roleSummary(person.role).label)})`;

/** The words for a renewal; null (nothing known of it) reads as the same person signing back in. */
export function renewalWords(renewal: Renewal | null): RenewalWords {
  if (!renewal) return SAME_PERSON;
  const { before, now } = renewal;
  const same = !before || samePerson(before, now);
  const mayChange = canChangeTenant(now.role);
  if (same && mayChange) return SAME_PERSON;
  const who = nameWithRole(now);
  if (same) {
    return {
      title: 'Signed in again',
      notice: `Your change was not sent, and you may not make it now: you are signed in as ${who}.`,
      alert: `You are signed in again as ${who}: this did not reach the tenant, and you may not make this change now.`,
      sendAgain: false,
    };
  }
  const was = `This page was working for ${nameOf(before)}.`;
  if (!mayChange) {
    return {
      title: `Signed in as ${who}`,
      notice: `${was} Your change was not sent, and ${nameOf(now)} may not make it.`,
      alert: `Now signed in as ${who}, not ${nameOf(before)}: this did not reach the tenant, and ${nameOf(now)} may not make this change.`,
      sendAgain: false,
    };
  }
  return {
    title: `Signed in as ${who}`,
    notice: `${was} Nothing typed was lost: check it, then send it as ${nameOf(now)}.`,
    alert: `Now signed in as ${who}, not ${nameOf(before)}: this did not reach the tenant. Check it, then send it as ${nameOf(now)}.`,
    sendAgain: true,
  };
}
