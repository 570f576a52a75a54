import type { ConsoleMe } from '../api/console-me';

/** How the console names the signed-in person: name, else e-mail, else subject. */
export const displayName = (me: Pick<ConsoleMe, 'name' | 'email' | 'sub'>): string => me.name.trim() || me.email.trim() || me.sub.trim() || 'Signed-in person';

/** Up to two initials for a compact badge: first and last word of the name ("Ada Lovelace" → "AL"; an e-mail's local part). */
export function initialsOf(name: string): string {
  const at = name.indexOf('@');
  const words = (at > 0 ? name.slice(0, at) : name).split(/[\s._-]+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return (letter(first) + letter(last)).toLocaleUpperCase() || '?';
}
