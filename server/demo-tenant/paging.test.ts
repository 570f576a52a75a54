// The demo tenant reads the page size and token under either spelling, as the service's gateway
// does: `page_size` (proto name; what the SDK and the console send) and `pageSize` (JSON name).
import { describe, expect, it } from 'vitest';
import { createDemoTenant } from './app';
import { DEMO_IDS } from './demo-ids';

function client() {
  const tenant = createDemoTenant();
  const { token } = tenant.tokens.issue();
  return async (query: string) => {
    const response = await tenant.app.fetch(new Request(`http://demo.test/api/v1/settings/cross-app-access/history${query}`, { headers: { authorization: `Bearer ${token}` } }));
    return { status: response.status, body: (await response.json()) as { list: { metadata: { id: string } }[]; nextPageToken: string; message?: string } };
  };
}

const ids = (page: { list: { metadata: { id: string } }[] }) => page.list.map((entry) => entry.metadata.id);

describe('demo tenant paging', () => {
  it('reads page_size and page_token (snake_case), so an SDK caller pages forward', async () => {
    const get = client();
    const first = await get('?page_size=3');
    expect(first.body.list).toHaveLength(3);
    const second = await get(`?page_size=3&page_token=${first.body.nextPageToken}`);
    expect(second.body.list).toHaveLength(3);
    expect(ids(second.body)).not.toEqual(ids(first.body));
    const camel = await get(`?pageSize=3&pageToken=${first.body.nextPageToken}`);
    expect(ids(camel.body)).toEqual(ids(second.body));
  });

  it('snake_case wins when both spellings are given', async () => {
    const get = client();
    const both = await get('?page_size=2&pageSize=7');
    expect(both.body.list).toHaveLength(2);
    const first = await get('?page_size=2');
    const token = await get(`?page_size=2&page_token=${first.body.nextPageToken}&pageToken=bogus`);
    expect(token.status).toBe(200);
    expect(ids(token.body)).toEqual(ids((await get(`?page_size=4`)).body).slice(2));
  });

  it('enforces the maximum under either spelling, naming the parameter it read', async () => {
    const get = client();
    for (const query of ['?page_size=201', '?pageSize=201']) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBe(`${query.slice(1, -4)} must be at most 200`);
    }
    const authzen = createDemoTenant();
    const { token } = authzen.tokens.issue();
    const over = await authzen.app.fetch(new Request(`http://demo.test/api/v1/apps/${DEMO_IDS.appId}/authzen_servers?page_size=101`, { headers: { authorization: `Bearer ${token}` } }));
    expect(over.status).toBe(400);
  });
});
