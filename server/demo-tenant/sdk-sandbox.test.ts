// `npm run demo-tenant` as a sandbox for the API family's official SDK: with no variables, it
// accepts the token request the SDK makes with the README's demo client. The assertion is built
// the way the SDK builds it: the secret must read `secret-token:conductorone.com:v1:<standard
// base64 JWK>`, the protected header carries a random `nonce`, there is no `jti`, and `aud` is an
// array holding the token host's name without port.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { SignJWT, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { createDemoTenant } from './app';
import { demoTenantOptionsFromEnv } from './env';

const SERVER_URL = 'http://127.0.0.1:4010';

/** The demo client as the README shows it. */
function readmeDemoClient() {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const clientId = /client id: `([^`]+)`/.exec(readme)?.[1];
  const clientSecret = /- client secret[\s\S]*?`(secret-token:[^`]+)`/.exec(readme)?.[1];
  if (!clientId || !clientSecret) throw new Error('the README shows no demo client id and SDK-form secret');
  return { clientId, clientSecret };
}

async function sdkTokenRequest(serverUrl: string, clientId: string, clientSecret: string): Promise<URLSearchParams> {
  const [name, domain, version, secret = ''] = clientSecret.split(':');
  if (name !== 'secret-token' || domain !== 'conductorone.com' || version !== 'v1') throw new Error(`the SDK refuses this secret (${name}:${domain}:${version})`);
  const jwk = JSON.parse(Buffer.from(secret, 'base64').toString('utf8')) as Record<string, string>;
  const privateKey = await importJWK(jwk, 'EdDSA');
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'EdDSA', nonce: randomBytes(16).toString('hex') })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience([new URL(serverUrl).hostname])
    .setExpirationTime(now + 120)
    .setIssuedAt(now)
    .setNotBefore(now - 120)
    .sign(privateKey);
  return new URLSearchParams({ client_id: clientId, grant_type: 'client_credentials', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: assertion });
}

describe('the demo tenant as an SDK sandbox', () => {
  it('with no variables, issues a token for the SDK\'s assertion with the README\'s demo client, and the token opens the API', async () => {
    const tenant = createDemoTenant(demoTenantOptionsFromEnv({}));
    const { clientId, clientSecret } = readmeDemoClient();
    const form = await sdkTokenRequest(SERVER_URL, clientId, clientSecret);
    const header = JSON.parse(Buffer.from(form.get('client_assertion')?.split('.')[0] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const claims = JSON.parse(Buffer.from(form.get('client_assertion')?.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(header).toMatchObject({ alg: 'EdDSA', nonce: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(claims).toMatchObject({ aud: ['127.0.0.1'] });
    expect(claims).not.toHaveProperty('jti');

    const answer = await tenant.app.fetch(new Request(`${SERVER_URL}/auth/v1/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() }));
    expect(answer.status).toBe(200);
    const { access_token: token } = (await answer.json()) as { access_token: string };
    const contacts = await tenant.app.fetch(new Request(`${SERVER_URL}/api/v1/settings/contacts`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"contacts":{"billingEmails":null},"updateMask":"billingEmails"}' }));
    expect(contacts.status).toBe(200);
  });

  it('the README\'s secret is the one the tenant serves, its JWK in standard base64 (padded)', () => {
    const { clientSecret } = readmeDemoClient();
    expect(createDemoTenant(demoTenantOptionsFromEnv({})).client.clientSecret).toBe(clientSecret);
    expect(clientSecret.split(':')[3]).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
