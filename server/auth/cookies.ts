// Reading one cookie from a Cookie header and writing Set-Cookie values: the console's own cookies
// only (names and values it chose), so no general-purpose cookie library is needed.

export interface CookieOptions {
  /** https: Secure (and the `__Host-` names that require it). */
  secure: boolean;
  maxAgeSeconds: number;
}

/** The value of cookie `name`, or null. A name sent twice (a cookie planted by a sibling domain) counts as absent. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let found: string | null = null;
  let from = 0;
  while (from < header.length) {
    const end = header.indexOf(';', from);
    const pair = header.slice(from, end === -1 ? header.length : end);
    from = end === -1 ? header.length : end + 1;
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    if (found !== null) return null;
    found = pair.slice(equals + 1).trim();
  }
  return found;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return `${name}=${value}; Path=/; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}
