// The demo tenant compresses its answers when the caller accepts it, as a production API does, so
// the console on the demo tenant loads a page's data as it would from a real one.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDemoTenant } from './app';

const HISTORY = 'http://demo.test/api/v1/settings/cross-app-access/history?page_size=200';

describe('demo tenant compression', () => {
  const tenant = createDemoTenant();
  const { token } = tenant.tokens.issue();
  const get = (headers: Record<string, string>) => tenant.app.fetch(new Request(HISTORY, { headers: { authorization: `Bearer ${token}`, ...headers } }));

  it('answers gzip when asked, with the same JSON inside', async () => {
    const plain = await get({});
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    const zipped = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 4);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(text));
  });

  it('leaves a refusal readable: small error bodies go out as they are', async () => {
    const refused = await tenant.app.fetch(new Request(HISTORY, { headers: { 'accept-encoding': 'gzip' } }));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.json()).toMatchObject({ code: 16 });
  });
});
