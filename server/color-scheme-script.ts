// The one inline script of the console: it sets Mantine's colour-scheme attribute from the stored
// choice (or the system's) before the first paint, so the prerendered page and the boot frame are
// drawn in the right scheme (what Mantine's ColorSchemeScript does). The CSP allows exactly this
// text by its hash; server/prerender-plugin.ts puts it in index.html.
import { createHash } from 'node:crypto';

/** Mantine's localStorageColorSchemeManager key (its default). */
const STORAGE_KEY = 'mantine-color-scheme-value';

export const COLOR_SCHEME_SCRIPT = `(function(){var s;try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEY)})}catch(e){}if(s!=='light'&&s!=='dark')s=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.setAttribute('data-mantine-color-scheme',s)})()`;

/** The CSP source expression that allows COLOR_SCHEME_SCRIPT and nothing else. */
export const COLOR_SCHEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;
