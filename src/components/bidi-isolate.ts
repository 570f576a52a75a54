// Text from the tenant, or typed by the admin and shown back, may hold bidirectional controls
// (U+202E RIGHT-TO-LEFT OVERRIDE and the like) or right-to-left letters. Shown as they are inside
// the console's own words, they reorder what follows them: a name ending in U+202E turns "… was
// deleted" backwards. The shared pieces that show such values (soft-breaks, CopyValue,
// TextOrNotSet, the enum badges) and the sentences that name one isolate it with `isolateBidi`:
// plain strings, so that titles, attributes, notifications and the pure describers can use it too.

const FSI = '\u2068'; // FIRST STRONG ISOLATE: the value takes its direction from its first letter
const PDI = '\u2069'; // POP DIRECTIONAL ISOLATE

/**
 * What can reorder text outside itself: explicit bidi controls and the right-to-left blocks (Hebrew
 * to NKo and the Arabic extensions, their presentation forms, the astral right-to-left ranges).
 */
const REORDERS = /[\u202A-\u202E\u2066-\u2069\u200F\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/** Paragraph separators (bidi class B), kept with the split: each ends any isolate open before it. */
// eslint-disable-next-line no-control-regex -- U+001C–U+001E are bidi paragraph separators too
const PARAGRAPH_SEPARATORS = /([\n\r\u001C-\u001E\u0085\u2029])/;

/** A PDI that closes nothing opened in `text` dropped, and every isolate `text` leaves open closed. */
function balanceIsolates(text: string): string {
  let open = 0;
  const balanced = text.replace(/[\u2066-\u2069]/g, (char) => {
    if (char !== PDI) open += 1;
    else if (open === 0) return '';
    else open -= 1;
    return char;
  });
  return balanced + PDI.repeat(open);
}

/**
 * `value` as a bidi isolate (FSI … PDI, the Unicode form of `<bdi>`), so that it cannot reorder the
 * console's words around it, in text, attributes and titles alike; returned unchanged when it holds
 * nothing that could (ordinary ids and names, so their text, search and copy stay as they are).
 * Neither `<bdi>` nor CSS `unicode-bidi: isolate` is enough alone (Chromium, UAX #9 X6a and P1): a
 * PDI in the value would close the isolate early, and a paragraph separator (a line break where
 * white space is kept) ends it. So each line is its own isolate, a PDI that closes nothing opened
 * in it is dropped, and an isolate it leaves open is closed; each line reads as it would on its own.
 */
export function isolateBidi(value: string): string {
  if (!REORDERS.test(value)) return value;
  return value
    .split(PARAGRAPH_SEPARATORS)
    .map((part, index) => (index % 2 === 1 || part === '' ? part : `${FSI}${balanceIsolates(part)}${PDI}`))
    .join('');
}

/** Values named in a sentence, each isolated, joined by `separator`: "a, b, c". */
export function isolateList(values: readonly string[], separator = ', '): string {
  return values.map(isolateBidi).join(separator);
}

/** Each value of a set of ids isolated, for the sentences that name them. */
export function isolateValues(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolateBidi(value)]));
}
