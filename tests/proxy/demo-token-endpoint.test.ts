// The demo tenant's POST /auth/v1/token: both secret forms, with a real signature check, and the
// bearer check on /api/.
import { describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, importJWK } from 'jose';
import { createDemoTenant } from '../../server/demo-tenant/app';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DEMO_PLAIN_CLIENT_SECRET } from '../../server/demo-tenant/demo-client';
import { CLIENT_ASSERTION_TYPE, parseKeySecret, tokenRequestBody } from '../../server/proxy/client-secret';

const TOKEN_URL = 'http://127.0.0.1:4010/auth/v1/token';

function tokenRequest(tenant: ReturnType<typeof createDemoTenant>, form: URLSearchParams | string, contentType = 'application/x-www-form-urlencoded') {
  return tenant.app.fetch(new Request(TOKEN_URL, { method: 'POST', headers: { 'content-type': contentType }, body: form.toString() }));
}

async function assertion(claims: { iss?: string; sub?: string; aud?: string; exp?: number; nbf?: number }, jwk = parseKeySecret(DEMO_CLIENT_SECRET)!.jwk) {
  const key = await importJWK({ ...jwk, alg: 'EdDSA' }, 'EdDSA');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'EdDSA' })
    .setIssuer(claims.iss ?? DEMO_CLIENT_ID)
    .setSubject(claims.sub ?? DEMO_CLIENT_ID)
    .setAudience(claims.aud ?? '127.0.0.1')
    .setNotBefore(claims.nbf ?? now - 120)
    .setExpirationTime(claims.exp ?? now + 120)
    .sign(key);
}

function assertionForm(jwt: string) {
  return new URLSearchParams({ grant_type: 'client_credentials', client_id: DEMO_CLIENT_ID, client_assertion_type: CLIENT_ASSERTION_TYPE, client_assertion: jwt });
}

describe('demo tenant token endpoint', () => {
  it('issues a token for the proxy\'s private_key_jwt request, and the token opens /api/', async () => {
    const tenant = createDemoTenant();
    const answer = await tokenRequest(tenant, await tokenRequestBody(DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, TOKEN_URL));
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const api = await tenant.app.fetch(new Request('http://127.0.0.1:4010/api/v1/settings/contacts', { headers: { authorization: `Bearer ${body.access_token}` } }));
    expect(api.status).not.toBe(401);
    const without = await tenant.app.fetch(new Request('http://127.0.0.1:4010/api/v1/settings/contacts'));
    expect(without.status).toBe(401);
  });

  it('issues a token for the plain-secret client and refuses a wrong secret', async () => {
    const tenant = createDemoTenant();
    const ok = await tokenRequest(tenant, await tokenRequestBody(`${DEMO_CLIENT_ID}-plain`, DEMO_PLAIN_CLIENT_SECRET, TOKEN_URL));
    expect(ok.status).toBe(200);
    const bad = await tokenRequest(tenant, await tokenRequestBody(`${DEMO_CLIENT_ID}-plain`, 'wrong', TOKEN_URL));
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses the key client\'s secret sent as client_secret (the key must never travel)', async () => {
    const tenant = createDemoTenant();
    const answer = await tokenRequest(tenant, new URLSearchParams({ grant_type: 'client_credentials', client_id: DEMO_CLIENT_ID, client_secret: DEMO_CLIENT_SECRET }));
    expect(answer.status).toBe(401);
  });

  it.each([
    ['signed with another key', async () => assertion({}, await exportJWK((await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true })).privateKey))],
    ['for another audience', () => assertion({ aud: 'tenant.example.com' })],
    ['issued by another client', () => assertion({ iss: 'someone-else' })],
    ['expired', () => assertion({ exp: Math.floor(Date.now() / 1000) - 60, nbf: Math.floor(Date.now() / 1000) - 300 })],
  ])('refuses an assertion %s', async (_name, make) => {
    const tenant = createDemoTenant();
    const answer = await tokenRequest(tenant, assertionForm(await make()));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('accepts a hand-made assertion with the right claims (no jti required)', async () => {
    const tenant = createDemoTenant();
    expect((await tokenRequest(tenant, assertionForm(await assertion({})))).status).toBe(200);
  });

  it('refuses other grant types and other content types', async () => {
    const tenant = createDemoTenant();
    expect((await tokenRequest(tenant, new URLSearchParams({ grant_type: 'password', client_id: DEMO_CLIENT_ID }))).status).toBe(400);
    expect((await tokenRequest(tenant, '{"grant_type":"client_credentials"}', 'application/json')).status).toBe(400);
  });

  it('an expired access token is refused with 401', async () => {
    let now = new Date('2026-11-25T00:00:00Z');
    const tenant = createDemoTenant({ now: () => now, tokenTtlSeconds: 60 });
    const { token } = tenant.tokens.issue();
    const call = () => tenant.app.fetch(new Request('http://127.0.0.1:4010/api/v1/settings/contacts', { headers: { authorization: `Bearer ${token}` } }));
    expect((await call()).status).not.toBe(401);
    now = new Date(now.getTime() + 61_000);
    expect((await call()).status).toBe(401);
  });
});
