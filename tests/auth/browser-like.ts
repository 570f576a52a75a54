// An HTTP client that behaves like a browser where sign-in needs it: one cookie jar per origin,
// redirects followed by hand (so each hop can be checked), and the demo provider's sign-in form
// submitted as a person would. Real HTTP to real servers; nothing is mocked.
import { expect } from 'vitest';

export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.byOrigin.get(url.origin) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(url: URL, response: Response): void {
    const jar = this.byOrigin.get(url.origin) ?? new Map<string, string>();
    this.byOrigin.set(url.origin, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  }

  get(origin: string, name: string): string | undefined {
    return this.byOrigin.get(origin)?.get(name);
  }

  set(origin: string, name: string, value: string): void {
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    this.byOrigin.set(origin, jar);
    jar.set(name, value);
  }
}

export interface Hop {
  url: URL;
  response: Response;
  body: string;
}

/** One request with the jar's cookies, without following redirects. */
export async function hop(jar: CookieJar, url: URL, init: RequestInit = {}): Promise<Hop> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.take(url, response);
  return { url, response, body: await response.text() };
}

/** Follows redirects (as a browser does: 302/303 become GET) until an answer that is not one. */
export async function follow(jar: CookieJar, start: URL, init: RequestInit = {}, hops: Hop[] = []): Promise<Hop[]> {
  let current = await hop(jar, start, init);
  hops.push(current);
  for (let i = 0; i < 12 && current.response.status >= 300 && current.response.status < 400; i++) {
    const location = current.response.headers.get('location');
    if (!location) break;
    current = await hop(jar, new URL(location, current.url));
    hops.push(current);
  }
  return hops;
}

/** The action of the form whose button is named `buttonName`, and its hidden fields. */
export function formFor(html: string, buttonName: string): { action: string; fields: Record<string, string> } {
  for (const form of html.match(/<form[\s\S]*?<\/form>/g) ?? []) {
    if (!form.includes(`>${buttonName}</button>`)) continue;
    const action = /action="([^"]*)"/.exec(form)?.[1] ?? '';
    const fields: Record<string, string> = {};
    for (const input of form.match(/<input[^>]*>/g) ?? []) {
      const name = /name="([^"]*)"/.exec(input)?.[1];
      if (name) fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? '';
    }
    return { action, fields };
  }
  throw new Error(`no form with a button named ${buttonName}`);
}

export interface SignedIn {
  jar: CookieJar;
  hops: Hop[];
  /** The console's answer after the callback (its last hop). */
  last: Hop;
}

/** Signs in at `consoleUrl` through an oidc-provider demo sign-in page, clicking `buttonName`. */
export async function signInAs(consoleUrl: string, buttonName: string, returnTo = '/', jar = new CookieJar()): Promise<SignedIn> {
  const hops = await follow(jar, new URL(`/console/auth/login?returnTo=${encodeURIComponent(returnTo)}`, consoleUrl));
  const page = hops.at(-1) as Hop;
  expect(page.response.status, page.body).toBe(200);
  const { action, fields } = formFor(page.body, buttonName);
  const after = await follow(jar, new URL(action, page.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: page.url.origin },
    body: new URLSearchParams(fields).toString(),
  });
  hops.push(...after);
  return { jar, hops, last: hops.at(-1) as Hop };
}

/** The hop that reached the console's callback, with its query (code and state). */
export function callbackHop(hops: readonly Hop[]): Hop {
  const found = hops.find((candidate) => candidate.url.pathname === '/console/auth/callback');
  if (!found) throw new Error(`no callback among ${hops.map((candidate) => candidate.url.href).join(', ')}`);
  return found;
}
