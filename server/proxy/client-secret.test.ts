import { describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, decodeProtectedHeader, type JWK } from 'jose';
import { CLIENT_ASSERTION_TYPE, parseKeySecret, signClientAssertion, tokenRequestBody } from './client-secret';
import { DEMO_CLIENT_SECRET } from '../demo-tenant/demo-client';

async function keySecret(encoding: 'base64url' | 'base64' = 'base64url') {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  const secret = `acme:tenant.example.com:v1:${Buffer.from(JSON.stringify(jwk)).toString(encoding)}`;
  return { secret, publicKey, jwk };
}

describe('parseKeySecret', () => {
  it('reads the Ed25519 JWK of a v1 secret in base64url or standard base64', async () => {
    for (const encoding of ['base64url', 'base64'] as const) {
      const { secret, jwk } = await keySecret(encoding);
      expect(parseKeySecret(secret)?.jwk).toEqual(jwk);
    }
    expect(parseKeySecret(DEMO_CLIENT_SECRET)).toMatchObject({ prefix: 'secret-token', host: 'conductorone.com', jwk: { kty: 'OKP', crv: 'Ed25519' } });
  });

  it('treats anything else as a plain secret', () => {
    for (const plain of ['hunter2', 'a:b:v1:not-json', 'a:b:v2:eyJ9', `a:b:v1:${Buffer.from('{"kty":"RSA"}').toString('base64url')}`]) {
      expect(parseKeySecret(plain)).toBeNull();
    }
  });
});

describe('signClientAssertion (private_key_jwt)', () => {
  it('is an EdDSA JWT that verifies with the public key, with the claims DESIGN.md fixes', async () => {
    const { secret, publicKey } = await keySecret();
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const assertion = await signClientAssertion('client-1', parseKeySecret(secret)!, 'https://tenant.example.com:8443/auth/v1/token', now);
    const { payload, protectedHeader } = await jwtVerify(assertion, publicKey, { algorithms: ['EdDSA'], currentDate: new Date(now) });
    expect(protectedHeader.alg).toBe('EdDSA');
    const seconds = now / 1000;
    expect(payload).toMatchObject({ iss: 'client-1', sub: 'client-1', aud: 'tenant.example.com', exp: seconds + 120, nbf: seconds - 120 });
    expect(typeof payload.jti).toBe('string');
    expect(payload.jti!.length).toBeGreaterThanOrEqual(16);
  });

  it('uses a fresh random jti each time', async () => {
    const { secret } = await keySecret();
    const key = parseKeySecret(secret)!;
    const jtis = new Set<unknown>();
    for (let i = 0; i < 5; i++) {
      const assertion = await signClientAssertion('c', key, 'https://t.example/auth/v1/token');
      jtis.add(JSON.parse(Buffer.from(assertion.split('.')[1]!, 'base64url').toString()).jti);
    }
    expect(jtis.size).toBe(5);
  });

  it('does not verify with another key', async () => {
    const { secret } = await keySecret();
    const other = await keySecret();
    const assertion = await signClientAssertion('c', parseKeySecret(secret)!, 'https://t.example/auth/v1/token');
    await expect(jwtVerify(assertion, other.publicKey)).rejects.toThrow();
    expect(decodeProtectedHeader(assertion).alg).toBe('EdDSA');
  });
});

describe('tokenRequestBody', () => {
  it('sends an assertion, never the key, for a v1 secret', async () => {
    const { secret, jwk } = await keySecret();
    const body = await tokenRequestBody('client-1', secret, 'https://tenant.example.com/auth/v1/token');
    expect(body.get('grant_type')).toBe('client_credentials');
    expect(body.get('client_id')).toBe('client-1');
    expect(body.get('client_secret')).toBeNull();
    expect(body.get('client_assertion_type')).toBe(CLIENT_ASSERTION_TYPE);
    expect(body.toString()).not.toContain((jwk as JWK).d);
    const { d: _d, ...publicJwk } = jwk;
    await jwtVerify(body.get('client_assertion')!, await importJWK({ ...publicJwk, alg: 'EdDSA' }, 'EdDSA'), { audience: 'tenant.example.com' });
  });

  it('sends a plain secret as client_secret', async () => {
    const body = await tokenRequestBody('client-1', 'hunter2', 'https://tenant.example.com/auth/v1/token');
    expect(Object.fromEntries(body)).toEqual({ grant_type: 'client_credentials', client_id: 'client-1', client_secret: 'hunter2' });
  });
});
