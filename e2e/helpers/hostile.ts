// Hostile answers for the API, built from what the demo tenant would have answered (the
// fixture's `api.realAnswer`).
export const HTML_502 =
  '<!doctype html><html><head><title>502 Bad Gateway</title><style>body{font:14px sans-serif}</style></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

export const JAVASCRIPT_URL = 'javascript:alert(document.domain)';
export const DATA_URL = 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';
export const UNKNOWN_ENUM_PREFIX = 'ZZ_UNKNOWN_';

/** Rewrites every string of a JSON document that `pick` selects (key is the property name, or null in arrays). */
export function rewriteStrings(json: string, pick: (value: string, key: string | null) => string | null): { body: string; changed: number } {
  let changed = 0;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { body: json, changed };
  }
  const walk = (value: unknown, key: string | null): unknown => {
    if (typeof value === 'string') {
      const replaced = pick(value, key);
      if (replaced === null) return value;
      changed += 1;
      return replaced;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, null));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
    return value;
  };
  return { body: JSON.stringify(walk(data, null)), changed };
}

/** Every enum-looking value (UPPER_SNAKE_CASE) becomes one this console cannot know. */
export const withUnknownEnums = (json: string) =>
  rewriteStrings(json, (value) => (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value) ? `${UNKNOWN_ENUM_PREFIX}${value}` : null));

/** Every URL-ish value (an http(s) URL, or a field named like one) becomes a javascript: or data: URL. */
export function withScriptUrls(json: string) {
  let count = 0;
  return rewriteStrings(json, (value, key) => {
    const urlish = /^https?:\/\//i.test(value) || (key !== null && /(url|uri|link|href|website|homepage|endpoint)s?$/i.test(key) && value !== '');
    if (!urlish) return null;
    count += 1;
    return count % 2 ? JAVASCRIPT_URL : DATA_URL;
  });
}
