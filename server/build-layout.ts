// Where the build puts its HTML, shared by the prerender step (server/prerender-plugin.ts) and the
// production server (server/proxy/static-site.ts), which must agree on it.
import path from 'node:path';

/** The boot frame's file in dist/: what the production server answers for unprerendered routes. */
export const APP_SHELL_FILE = 'app-shell.html';

/**
 * dist-relative file of a prerendered path: `/` → index.html, `/a/b` → a/b/index.html. A page
 * whose path has parameters is prerendered once, at its route path (`/apps/$appId/owners` →
 * apps/$appId/owners/index.html), as its pending view, which no parameter changes.
 */
export function prerenderedFile(urlPath: string): string {
  return path.posix.join(urlPath.replace(/^\/+/, ''), 'index.html');
}

/** A route path's `$name` segment stands for any one segment of an address (TanStack Router's syntax). */
const isParamSegment = (segment: string) => segment.length > 1 && segment.startsWith('$');

export const hasParams = (routePath: string) => routePath.split('/').some(isParamSegment);

/** Whether an address's path (decoded, without its query) is one of a route path's addresses. */
export function matchesRoutePath(routePath: string, urlPath: string): boolean {
  const want = routePath.replace(/\/+$/, '').split('/');
  const got = urlPath.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((segment, index) => (isParamSegment(segment) ? got[index] !== '' : segment === got[index]));
}
