// Where a sign-in returns to: a path on the console's own origin, nothing else. Browsers read
// `//host`, `/\host`, `/<TAB>/host` and their percent-encoded forms as other origins, so anything
// that is not plainly a path, in any layer of encoding, falls back to `/`.

const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 4;

/** `returnTo` as given (already query-decoded once), or `/` when it is not a same-origin path. */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw || raw.length > MAX_LENGTH) return '/';
  let current = raw;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (!isPlainPath(current)) return '/';
    if (!current.includes('%')) return checkedByUrl(raw);
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return '/';
    }
    if (decoded === current) return checkedByUrl(raw);
    current = decoded;
  }
  return '/';
}

/** Starts with one slash, followed by neither a slash nor a backslash; no control characters or spaces anywhere. */
function isPlainPath(text: string): boolean {
  if (text.charCodeAt(0) !== 47 /* / */) return false;
  const second = text.charCodeAt(1);
  if (second === 47 || second === 92 /* \ */) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  return !/[\u0000-\u0020\u007f-\u009f\\]/.test(text);
}

/** Last word to the WHATWG URL parser, as the browser will read the Location header. */
function checkedByUrl(path: string): string {
  const base = 'http://console.invalid';
  try {
    const url = new URL(path, base);
    return url.origin === base ? path : '/';
  } catch {
    return '/';
  }
}
