// The few HTML pages the server renders itself (sign-in failed, not allowed, the demo provider's
// pages): plain and accessible (lang, title, one h1, labelled buttons), every value escaped, no
// script at all, and a CSP that allows only the page's one style element (by its hash) and forms
// posting where the page says.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => HTML_ESCAPES[char] as string);
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;overflow-wrap:break-word;max-width:34rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e9ecef;background:#1a1b1e}a{color:#74c0fc}}
h1{font-size:1.5rem}button,.button{display:block;box-sizing:border-box;width:100%;margin:.75rem 0;padding:.6rem 1rem;font:inherit;border:1px solid #1971c2;border-radius:6px;background:#1971c2;color:#fff;text-align:center;text-decoration:none;cursor:pointer}
button:focus-visible,.button:focus-visible{outline:3px solid #ffa94d;outline-offset:2px}
.secondary{background:transparent;color:#1864ab;border-color:#868e96}
@media (prefers-color-scheme:dark){.secondary{color:#74c0fc}}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export interface HtmlPage {
  title: string;
  /** Trusted markup: every value in it already passed through escapeHtml. */
  body: string;
  /** Where the page's forms may post (and be redirected to); none: forms are not allowed. */
  formAction?: readonly string[];
}

export function pagePolicy(formAction: readonly string[] = []): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action ${formAction.length ? formAction.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function renderPage(page: HtmlPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${page.body}
</main>
</body>
</html>
`;
}

/** The headers of every server-rendered page. */
export function pageHeaders(page: HtmlPage, length: number): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(length),
    'cache-control': 'no-store',
    'content-security-policy': pagePolicy(page.formAction),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}

export function sendPage(res: ServerResponse, status: number, page: HtmlPage, extraHeaders: Record<string, string | string[]> = {}): number {
  const html = renderPage(page);
  res.writeHead(status, { ...pageHeaders(page, Buffer.byteLength(html)), ...extraHeaders });
  res.end(res.req?.method === 'HEAD' ? undefined : html);
  return status;
}
