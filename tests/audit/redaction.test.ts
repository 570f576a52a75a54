// Never a secret in the trail: every secret field the wizard and the auth-config editor send goes
// through the proxy, then the store's files (PGlite) and tables (PostgreSQL) are searched for the
// values, raw, base64 and percent-encoded. A non-secret value sent beside them must be found, so
// the search is shown to see what the store holds.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REDACTED, redact } from '../../server/audit/redact';
import { migrate } from '../../server/audit/migrations';
import type { SqlBackend } from '../../server/audit/sql-backend';
import { send } from '../proxy/fake-tenant';
import { startAuditHarness } from './audit-harness';
import { DATABASES, type TestDatabase } from './databases';

let serial = 0;
const secrets: string[] = [];
/** A distinct secret value with characters that change under each encoding. */
const secret = (field: string): string => {
  serial += 1;
  const value = `S3cret/${field}+${serial}=&é?`;
  secrets.push(value);
  return value;
};
const KEPT = 'visible-display-name-7c1e';

function mcpBodies(): unknown[] {
  const members = () => ({
    bearerToken: { token: secret('token') },
    basicAuth: { username: 'svc-user', password: secret('password') },
    customHeader: { headerName: 'X-Api-Key', headerValue: secret('headerValue') },
    oauth2: {
      clientId: 'client-1',
      clientSecret: secret('clientSecret'),
      jwtPrivateKey: `-----BEGIN PRIVATE KEY-----\n${secret('jwtPrivateKey')}\n-----END PRIVATE KEY-----`,
      extraTokenParams: { client_secret: secret('extraTokenParams.client_secret'), audience: 'api' },
      extraAuthorizeParams: { api_key: secret('extraAuthorizeParams.api_key') },
      tokenUrl: 'https://idp.example/token',
    },
    googleServiceAccount: { credentialsJson: JSON.stringify({ type: 'service_account', private_key: secret('credentialsJson') }), scopes: ['a'] },
    awsSigv4: { accessKeyId: secret('accessKeyId'), secretAccessKey: secret('secretAccessKey'), sessionToken: secret('sessionToken') },
  });
  const hosted = members();
  const external = members();
  return [
    ...Object.entries(hosted).map(([member, value]) => ({
      serverType: 'MCP_SERVER_TYPE_HOSTED',
      displayName: KEPT,
      hostedConfig: { mcpServerCatalogId: 'cat', configFields: { apiKey: secret('configFields.apiKey'), region: 'eu' }, [member]: value },
    })),
    ...['bearerToken', 'basicAuth', 'customHeader', 'oauth2'].map((member) => ({
      serverType: 'MCP_SERVER_TYPE_EXTERNAL',
      displayName: KEPT,
      externalConfig: { url: 'https://mcp.example', [member]: external[member as keyof typeof external] },
    })),
  ];
}

function authConfigBodies(): unknown[] {
  return (['okta', 'onelogin', 'jumpcloud', 'pingone', 'oidc'] as const).map((provider) => ({
    authConfig: { displayName: KEPT, [provider]: { oidcClientId: 'client', oidcClientSecret: secret(`${provider}.oidcClientSecret`) } },
    updateMask: `${provider}.oidcClientSecret`,
  }));
}

function encodings(value: string): string[] {
  const bytes = Buffer.from(value);
  return [value, JSON.stringify(value).slice(1, -1), bytes.toString('base64'), bytes.toString('base64url'), encodeURIComponent(value), escape(value)];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('redaction', () => {
  it('replaces every secret field at any depth, whatever its value, and keeps the rest', () => {
    expect(redact({ a: { b: [{ clientSecret: { nested: 1 } }, { Password: 'p' }], keep: 'k' }, 'session-token': 't', value: ['x'] })).toEqual({
      a: { b: [{ clientSecret: REDACTED }, { Password: REDACTED }], keep: 'k' },
      'session-token': REDACTED,
      value: REDACTED,
    });
  });
});

describe.each(DATABASES)('no secret reaches the %s store', (name, startDatabase) => {
  let database: TestDatabase;
  let backend: SqlBackend;

  beforeAll(async () => {
    database = await startDatabase();
    backend = await database.open();
    await migrate(backend);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('in any encoding, for every secret field of the wizard and the auth-config editor', async () => {
    secrets.length = 0;
    const h = await startAuditHarness(backend);
    const calls = [
      ...mcpBodies().map((body) => ({ path: '/api/v1/apps/app-1/mcp_servers', body })),
      ...authConfigBodies().map((body) => ({ path: '/api/v1/auth-configs/ac-1', body })),
    ];
    try {
      for (const call of calls) {
        const answer = await send(h.port, { method: 'POST', path: call.path, headers: { 'content-type': 'application/json', cookie: h.admin }, body: JSON.stringify(call.body) });
        expect(answer.status).toBe(200);
      }
      await vi.waitFor(async () => expect((await h.store.list({ pageSize: 200 })).list.filter((record) => record.outcome !== null)).toHaveLength(calls.length));
    } finally {
      await h.close();
    }
    expect(secrets.length).toBeGreaterThan(20);

    let haystack: Buffer;
    if (name === 'pglite') {
      await backend.close(); // everything flushed to its files
      haystack = Buffer.concat(filesUnder(database.dataDir as string).map((file) => readFileSync(file)));
    } else {
      const rows = await backend.query<{ row: string }>('SELECT t::text AS row FROM audit_records t');
      await backend.close();
      haystack = Buffer.from(rows.map((row) => row.row).join('\n'));
    }
    expect(haystack.includes(KEPT), 'the search sees what the store holds').toBe(true);
    const found = secrets.flatMap((value) => encodings(value).filter((form) => haystack.includes(form)).map((form) => `${value} as ${form}`));
    expect(found).toEqual([]);
  });
});
