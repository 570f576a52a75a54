// The console's security headers, two sets: the pages' on every page and file of the production
// server, and the JSON answers' on every answer of the proxy (the tenant's and its own), in
// `npm run serve` and in `vite dev` alike. The proxy writes them after the tenant's allowlisted
// headers, so a tenant can never replace them.
import { COLOR_SCHEME_SCRIPT_SOURCE } from '../color-scheme-script';

/**
 * The Content-Security-Policy of every page: scripts only from the console's own origin, plus the
 * one inline colour-scheme script by its hash (no 'unsafe-inline'), no framing. Mantine injects
 * `<style>` elements and style attributes at run time, so styles need 'unsafe-inline'; a style
 * cannot run code.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${COLOR_SCHEME_SCRIPT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * The security headers of every JSON answer (the tenant's, passed through, and the proxy's own),
 * as OWASP's REST cheat sheet gives them. A JSON answer is never a page: opened as a document, it
 * may load nothing and be framed nowhere. Cross-Origin-Opener-Policy and Permissions-Policy govern
 * what a page may open and use, so they are left out: a document that loads nothing uses neither.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

/** The same headers as a flat [name, value, ...] list, for `writeHead` with raw headers. */
export const API_SECURITY_HEADER_LIST: readonly string[] = Object.entries(API_SECURITY_HEADERS).flat();
