// The console's own sign-in pages: sign-in failed (with a way to retry), not allowed (naming the
// person and what to ask for), and the provider out of reach.
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
