// Where the build puts its HTML, shared by the prerender step (server/prerender-plugin.ts) and the
// production server (server/proxy/static-site.ts), which must agree on it.
import path from 'node:path';

/** The boot frame's file in dist/: what the production server answers for unprerendered routes. */
export const APP_SHELL_FILE = 'app-shell.html';

/** dist-relative file of a prerendered path: `/` → index.html, `/a/b` → a/b/index.html. */
export function prerenderedFile(urlPath: string): string {
  return path.posix.join(urlPath.replace(/^\/+/, ''), 'index.html');
}
