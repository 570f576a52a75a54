// The console's security headers: on every page of the production server and on every answer of
// the proxy (API answers and its own JSON), in `npm run serve` and in `vite dev` alike. The proxy
// writes them after the tenant's allowlisted headers, so a tenant can never replace them.
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

/** The same headers as a flat [name, value, ...] list, for `writeHead` with raw headers. */
export const SECURITY_HEADER_LIST: readonly string[] = Object.entries(SECURITY_HEADERS).flat();
