// The console's own sign-in pages: sign-in failed (with a way to retry), not allowed (naming the
// person and what to ask for), the provider out of reach, and signed out.
import { cut, stripControls } from '../proxy/safe-text';
import { escapeHtml, type HtmlPage } from './html-page';

// The bidi embedding, override, isolate and mark characters: one in a provider's words (its error,
// an e-mail claim) would reverse the console's own sentence around it.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/** Words from the provider, shown as it said them: escaped, without controls, cut, and isolated from the sentence around them. */
export function providerWords(text: string, max: number): string {
  return `<bdi>${escapeHtml(cut(stripControls(text).replace(BIDI_CONTROLS, ' '), max))}</bdi>`;
}

// What the standard error codes of an authorization answer (OpenID Connect Core 3.1.2.6, RFC 6749
// 4.1.2.1) mean for the person who was signing in.
const PROVIDER_ERRORS: Record<string, string> = {
  access_denied: 'the sign-in was cancelled, or refused by the provider',
  login_required: 'the provider asks you to sign in there first',
  interaction_required: 'the provider asks you to sign in there first',
  consent_required: 'the provider asks you to sign in there first',
  account_selection_required: 'the provider asks you to sign in there first',
  temporarily_unavailable: 'the provider is unavailable for now; try again in a moment',
  server_error: 'the provider met an error of its own',
};

/** The reason on "Sign-in failed" when the provider answered an error: in plain words when known, with what the provider said. */
export function providerErrorReason(error: string, description: string | null): string {
  const known = Object.hasOwn(PROVIDER_ERRORS, error) ? PROVIDER_ERRORS[error] : undefined;
  const plain = known ?? `the provider answered “${providerWords(error, 100)}”`;
  return description ? `${plain} (the provider said: “${providerWords(description, 300)}”)` : plain;
}

/** `reason`: trusted markup (plain words, with any provider words through providerWords). */
export function signInFailedPage(retryHref: string, reason: string): HtmlPage {
  return {
    title: 'Sign-in failed · Tenant Admin Console',
    body: `<h1>Sign-in failed</h1>
<p>The console could not sign you in: ${reason}. Nothing was changed and no session was opened.</p>
<p><a class="button" href="${escapeHtml(retryHref)}">Try signing in again</a></p>`,
  };
}

export function notAllowedPage(email: string | null, retryHref: string): HtmlPage {
  const who = email ? `<strong>${providerWords(email, 200)}</strong>` : 'your account (the provider sent no verified e-mail address)';
  return {
    title: 'Not allowed · Tenant Admin Console',
    body: `<h1>You are not allowed to use this console</h1>
<p>You signed in as ${who}, which is neither an admin nor a viewer of this console.</p>
<p>Ask the console's operator to add your e-mail address (or a group of yours, as <code>group:&lt;name&gt;</code>) to <code>CONSOLE_ADMINS</code> or <code>CONSOLE_VIEWERS</code>.</p>
<p><a class="button" href="${escapeHtml(retryHref)}">Sign in with another account</a></p>`,
  };
}

export function providerUnavailablePage(retryHref: string): HtmlPage {
  return {
    title: 'Sign-in unavailable · Tenant Admin Console',
    body: `<h1>Sign-in is unavailable for now</h1>
<p>The console cannot reach its sign-in provider. Try again in a moment; if it persists, ask the console's operator to check <code>OIDC_ISSUER</code>.</p>
<p><a class="button" href="${escapeHtml(retryHref)}">Try again</a></p>`,
  };
}

const PRINTED_LINK = '<p>Open the sign-in link the console printed on its terminal when it started (it changes at every start unless <code>CONSOLE_TOKEN</code> is set).</p>';

export function wrongTokenPage(): HtmlPage {
  return { title: 'Sign-in link not valid · Tenant Admin Console', body: `<h1>This sign-in link is not valid</h1>\n${PRINTED_LINK}` };
}

/** Token mode has no provider to send anyone to: the printed link is the way in. */
export function tokenSignInPage(): HtmlPage {
  return { title: 'Sign in · Tenant Admin Console', body: `<h1>Sign in with the console's link</h1>\n${PRINTED_LINK}` };
}

/**
 * What the console knows, at the end of a sign-out, of the person's session at the provider:
 * - `token`: there is no provider; the printed link is the way back in.
 * - `demo`: the demo provider asked whether to sign out there too; either way the console asks
 *   it for a fresh sign-in (prompt=login), so the next sign-in asks who you are.
 * - `asked`: the provider was asked to end its session too (RP-initiated logout); it may have let
 *   the person stay signed in there, and does not tell the console which.
 * - `kept`: the provider offers no sign-out to the console; its session goes on.
 */
export type SignedOutAtProvider = 'token' | 'demo' | 'asked' | 'kept';

const SIGNED_OUT_PROVIDER: Record<Exclude<SignedOutAtProvider, 'token'>, string> = {
  demo: 'Signing in again asks who you are, whether you signed out of the demo provider too or stayed signed in there.',
  asked:
    'If you chose to stay signed in at your sign-in provider, you still are, and signing in again may not ask for your password. On a shared computer, sign out there too.',
  kept: 'You are still signed in at your sign-in provider (it offers the console no way to sign you out there), so signing in again may not ask for your password. On a shared computer, sign out there too.',
};

/** Where every sign-out ends, the provider's choices included: no session at the console any more. */
export function signedOutPage(atProvider: SignedOutAtProvider, signInHref: string): HtmlPage {
  const next =
    atProvider === 'token'
      ? PRINTED_LINK
      : `<p>${SIGNED_OUT_PROVIDER[atProvider]}</p>
<p><a class="button" href="${escapeHtml(signInHref)}">Sign in again</a></p>`;
  return {
    title: 'Signed out · Tenant Admin Console',
    body: `<h1>Signed out</h1>
<p>You are signed out of the Tenant Admin Console. Its session in this browser has ended.</p>
${next}`,
  };
}
