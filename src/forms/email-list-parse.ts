// Turning pasted or typed text into e-mail addresses for the contacts lists: pure, so it is unit
// tested on its own. Bad addresses are kept (marked by the input) so the admin can correct them.
import { isEmailAddress } from '../api/contacts';

export { isEmailAddress };

/**
 * Splits text into address candidates. Separators are commas, semicolons, newlines and spaces;
 * `Name <addr>` and `"Last, First" <addr>` yield just the address (separators inside quotes or
 * angle brackets do not split); a `mailto:` prefix is dropped.
 */
export function parseEmailText(text: string): string[] {
  const chunks: string[] = [];
  let current = '';
  let quoted = false;
  let angled = false;
  for (const char of text) {
    if (char === '"' && !angled) quoted = !quoted;
    else if (char === '<' && !quoted) angled = true;
    else if (char === '>' && !quoted) angled = false;
    if (!quoted && !angled && (char === ',' || char === ';' || char === '\n' || char === '\r')) {
      chunks.push(current);
      current = '';
    } else current += char;
  }
  chunks.push(current);

  const out: string[] = [];
  for (const chunk of chunks) {
    const bracketed = [...chunk.matchAll(/<([^>]*)>/g)].map((match) => (match[1] ?? '').trim());
    const words = bracketed.length ? bracketed : chunk.replace(/"[^"]*"/g, ' ').split(/\s+/);
    for (const word of words) {
      const address = word.trim().replace(/^mailto:/i, '').replace(/^[<("']+|[>)"']+$/g, '');
      if (address) out.push(address);
    }
  }
  return out;
}

/** Adds `incoming` to `existing`, dropping case-insensitive duplicates (the first spelling wins). */
export function mergeEmails(existing: readonly string[], incoming: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const address of [...existing, ...incoming]) {
    const key = address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(address);
  }
  return out;
}

export function invalidEmails(list: readonly string[]): string[] {
  return list.filter((address) => !isEmailAddress(address));
}

/**
 * While typing, everything before the last separator (comma, semicolon, newline, outside quotes
 * and brackets) is complete; the rest stays in the field. Spaces do not complete an address here,
 * so `Ada Lovelace <ada@x.io>` can be typed.
 */
export function splitTyped(text: string): { complete: string; rest: string } {
  let quoted = false;
  let angled = false;
  let cut = -1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"' && !angled) quoted = !quoted;
    else if (char === '<' && !quoted) angled = true;
    else if (char === '>' && !quoted) angled = false;
    else if (!quoted && !angled && (char === ',' || char === ';' || char === '\n')) cut = index;
  }
  return cut < 0 ? { complete: '', rest: text } : { complete: text.slice(0, cut), rest: text.slice(cut + 1).trimStart() };
}
