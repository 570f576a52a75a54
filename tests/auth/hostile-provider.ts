// A test double of an OpenID provider that answers the code exchange with whatever ID token a test
// asks for (another audience, another nonce, a key it never published), to show the console's
// relying party refuses each. Discovery and JWKS are real HTTP; the console talks to it as to any provider.
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IdTokenFaults {
  aud?: string;
  nonce?: string;
  /** Sign with a key the JWKS does not hold (same kid, so the console must check the signature itself). */
  unknownKey?: boolean;
  iss?: string;
}

export interface HostileProvider {
  issuer: string;
  clientId: string;
  /** The nonce of the last authorization request the console built (read from its URL by the test). */
  nonce: string;
  faults: IdTokenFaults;
  close: () => Promise<void>;
}

export async function startHostileProvider(): Promise<HostileProvider> {
  const kid = 'k1';
  const known = await generateKeyPair('RS256', { extractable: true });
  const unknown = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(known.publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const provider: HostileProvider = { issuer: '', clientId: 'hostile-test-client', nonce: '', faults: {}, close: async () => {} };
  const idToken = (key: CryptoKey) =>
    new SignJWT({ nonce: provider.faults.nonce ?? provider.nonce, email: 'ada@demo.example', email_verified: true, name: 'Ada Lovelace' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(provider.faults.iss ?? provider.issuer)
      .setAudience(provider.faults.aud ?? provider.clientId)
      .setSubject('ada')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  const server: Server = createServer((req, res) => {
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      return json({
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (req.url === '/jwks') return json(jwks);
    if (req.url === '/token' && req.method === 'POST') {
      req.resume();
      req.on('end', () => {
        void idToken(provider.faults.unknownKey ? unknown.privateKey : known.privateKey).then((id_token) => json({ access_token: 'at', token_type: 'Bearer', expires_in: 60, id_token }));
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return provider;
}
