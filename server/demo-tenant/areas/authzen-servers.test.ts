import { describe, expect, it } from 'vitest';
import { listAuthzenServersResponseSchema } from '../../../src/api/authzen-servers.schema';
import { createDemoTenant } from '../app';
import { DEMO_IDS } from '../demo-ids';
import { AUTHZEN_FUTURE_MODE, AUTHZEN_SEEDED_COUNT } from './authzen-servers-seed';

function client() {
  const tenant = createDemoTenant();
  const { token } = tenant.tokens.issue();
  return async (path: string) => {
    const response = await tenant.app.fetch(new Request(`http://demo.test${path}`, { headers: { authorization: `Bearer ${token}` } }));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

const listPath = (appId: string, query = '') => `/api/v1/apps/${encodeURIComponent(appId)}/authzen_servers${query}`;

describe('demo tenant: List AuthZEN servers', () => {
  it('pages through every seeded server with page tokens, at most 100 per page', async () => {
    const get = client();
    const first = await get(listPath(DEMO_IDS.appId, '?pageSize=100'));
    expect(first.status).toBe(200);
    const page1 = listAuthzenServersResponseSchema.parse(first.body);
    expect(page1.list).toHaveLength(100);
    expect(page1.nextPageToken).not.toBe('');
    const page2 = listAuthzenServersResponseSchema.parse((await get(listPath(DEMO_IDS.appId, `?pageSize=100&pageToken=${page1.nextPageToken}`))).body);
    expect(page2.list).toHaveLength(AUTHZEN_SEEDED_COUNT - 100);
    expect(page2.nextPageToken).toBe('');
    const ids = new Set([...page1.list, ...page2.list].map((server) => server.id));
    expect(ids.size).toBe(AUTHZEN_SEEDED_COUNT);
    expect(page1.list.some((server) => server.mode === AUTHZEN_FUTURE_MODE)).toBe(true);
  });

  it('rejects a page size above 100 with InvalidArgument', async () => {
    const answer = await client()(listPath(DEMO_IDS.appId, '?pageSize=101'));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 3 });
  });

  it('returns an empty list for an app without servers', async () => {
    const answer = await client()(listPath(DEMO_IDS.secondAppId));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ list: [], nextPageToken: '' });
  });

  it('answers NotFound for an unknown app', async () => {
    const answer = await client()(listPath('app-does-not-exist'));
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 5 });
  });
});
