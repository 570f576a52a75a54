// Text from outside (a token endpoint's error, a request path, a tenant's request id) made safe to
// log or to show: control characters removed, our credentials scrubbed in every form they travel
// in, and cut short.

// C0, DEL and C1 controls, and the line and paragraph separators (U+2028/2029) that end a line in
// JavaScript and in many log viewers.
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function stripControls(text: string): string {
  return text.replace(CONTROLS, ' ');
}

/** `text` cut to at most `max` characters, marked with an ellipsis when cut. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// Shorter secrets are scrubbed only as they are: an encoded form of a few characters would match
// ordinary text.
const MIN_ENCODED_LENGTH = 8;

/**
 * How `secret` may appear in a token endpoint's echo of the request it received: as it is,
 * form-encoded (as the token request carries it), percent-encoded (either case of hex), either of
 * those encoded once more, and each of these in base64 or base64url.
 */
export function secretForms(secret: string): string[] {
  if (!secret) return [];
  const forms = new Set([secret]);
  if (secret.length >= MIN_ENCODED_LENGTH) {
    const formEncoded = new URLSearchParams({ s: secret }).toString().slice(2);
    const percentEncoded = encodeURIComponent(secret);
    for (const form of [formEncoded, percentEncoded, encodeURI(secret), encodeURIComponent(formEncoded), encodeURIComponent(percentEncoded)]) {
      forms.add(form);
      forms.add(form.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
    }
    for (const text of [...forms]) {
      for (const core of base64Cores(Buffer.from(text, 'utf8'))) {
        forms.add(core);
        forms.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
      }
    }
  }
  // Longest first, so a form that contains another is replaced whole.
  return [...forms].sort((a, b) => b.length - a.length);
}

/**
 * The part of base64 that is the same wherever `bytes` sit inside a larger encoded text, for each
 * of the three alignments: the groups that mix in neighbouring bytes are left out.
 */
function base64Cores(bytes: Buffer): string[] {
  const cores: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64').replace(/=+$/, '');
    const start = offset === 0 ? 0 : 4;
    const whole = Math.floor((offset + bytes.length) / 3) * 4;
    const core = encoded.slice(start, whole);
    if (core.length >= MIN_ENCODED_LENGTH) cores.push(core);
  }
  return cores;
}

/** Every form of every secret in `text` replaced by `[redacted]`, then controls removed. */
export function scrubSecrets(text: string, forms: readonly string[]): string {
  let clean = text;
  for (const form of forms) if (clean.includes(form)) clean = clean.split(form).join('[redacted]');
  return stripControls(clean);
}
