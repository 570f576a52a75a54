import { describe, expect, it } from 'vitest';
import { toolBindingHistoryPageSchema } from '../../../src/api/history.schema';
import { createDemoTenant, type DemoTenantOptions } from '../app';
import { DEMO_IDS } from '../demo-ids';
import { seedToolBindingHistory } from './tool-binding-history.seed';

const path = (appId: string = DEMO_IDS.appId, connectorId: string = DEMO_IDS.connectorId, toolId: string = DEMO_IDS.toolId) =>
  `/api/v1/apps/${appId}/connectors/${connectorId}/tool_bindings/by_tool/${toolId}/history`;

function tenant(options: DemoTenantOptions = {}) {
  const demo = createDemoTenant(options);
  const { token } = demo.tokens.issue();
  return async (url: string) => demo.app.fetch(new Request(`http://demo.test${url}`, { headers: { authorization: `Bearer ${token}` } }));
}

async function readAll(get: (url: string) => Promise<Response>) {
  const all = [];
  let token = '';
  let pages = 0;
  do {
    const response = await get(`${path()}?pageSize=200${token ? `&pageToken=${token}` : ''}`);
    expect(response.status).toBe(200);
    const page = toolBindingHistoryPageSchema.parse(await response.json());
    all.push(...page.list);
    token = page.nextPageToken;
    pages++;
  } while (token);
  return { all, pages };
}

describe('tool binding history (op 11)', () => {
  it('serves 1,000 entries by default in pages of 200, newest first, each parseable by the console schema', async () => {
    const { all, pages } = await readAll(tenant());
    expect(all).toHaveLength(1000);
    expect(pages).toBe(5);
    const times = all.map((entry) => Date.parse(entry.metadata?.createdAt ?? ''));
    expect(times.every((time, index) => index === 0 || time <= (times[index - 1] ?? Infinity))).toBe(true);
    expect(new Set(all.map((entry) => entry.metadata?.id)).size).toBe(1000);
  });

  it('is sized by seed.toolHistorySize', async () => {
    const { all } = await readAll(tenant({ seed: { toolHistorySize: 450 } }));
    expect(all).toHaveLength(450);
  });

  // The size the timeline bench scrolls (its timing is the bench's, not a test's).
  it('generates 10,000 entries, each with its own id, newest first, all parseable by the console schema', () => {
    const { list } = toolBindingHistoryPageSchema.parse({ list: seedToolBindingHistory(10_000) });
    expect(list).toHaveLength(10_000);
    expect(new Set(list.map((entry) => entry.metadata?.id)).size).toBe(10_000);
    const times = list.map((entry) => Date.parse(entry.metadata?.createdAt ?? ''));
    expect(times.every((time, index) => !Number.isNaN(time) && (index === 0 || time <= (times[index - 1] ?? Infinity)))).toBe(true);
  });

  it('is deterministic', () => {
    expect(seedToolBindingHistory(300)).toEqual(seedToolBindingHistory(300));
  });

  it('replays a valid list: every position fits the list as it was', () => {
    const oldestFirst = [...seedToolBindingHistory(1000)].reverse();
    let length = 0;
    for (const entry of oldestFirst) {
      for (const item of entry.items as { changeKind: string; listIndex: string }[]) {
        const index = Number(item.listIndex);
        if (item.changeKind === 'LIST_CHANGE_KIND_ADDED') {
          expect(index).toBeLessThanOrEqual(length);
          length++;
        } else if (item.changeKind === 'LIST_CHANGE_KIND_REMOVED') {
          expect(index).toBeLessThan(length);
          length--;
        }
      }
    }
  });

  it('has several actors, http(s) links, one hostile javascript: link and unknown enum values', async () => {
    const { all } = await readAll(tenant());
    expect(new Set(all.map((entry) => entry.metadata?.actor?.userId)).size).toBeGreaterThanOrEqual(4);
    const urls = all.flatMap((entry) => entry.metadata?.annotations.map((annotation) => annotation.displayUrl) ?? []);
    expect(urls.some((url) => url.startsWith('https://'))).toBe(true);
    expect(urls.filter((url) => url.startsWith('javascript:'))).toHaveLength(1);
    const kinds = new Set(all.flatMap((entry) => entry.items.map((item) => item.changeKind)));
    expect(kinds).toContain('LIST_CHANGE_KIND_ADDED');
    expect(kinds).toContain('LIST_CHANGE_KIND_REMOVED');
    expect(kinds).toContain('LIST_CHANGE_KIND_REPLACED');
    expect(all.some((entry) => entry.metadata?.actor?.kind === 'ACTOR_KIND_FEDERATED_ADMIN')).toBe(true);
  });

  it('answers NotFound for an unknown app, connector or tool', async () => {
    const get = tenant();
    for (const url of [path('other-app'), path(undefined, 'other-connector'), path(undefined, undefined, 'other-tool')]) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 5 });
    }
  });

  it('rejects a page size above 200 with InvalidArgument', async () => {
    const response = await tenant()(`${path()}?pageSize=201`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 3 });
  });
});
