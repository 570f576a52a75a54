import { describe, expect, it } from 'vitest';
import { xaaSettingsHistoryPageSchema, type XaaSettingsHistoryEntry } from '../../../src/api/history.schema';
import { createDemoTenant, type DemoTenantOptions } from '../app';
import { seedXaaSettingsHistory, UNKNOWN_ALGORITHM } from './xaa-settings-history.seed';

const PATH = '/api/v1/settings/cross-app-access/history';

function tenant(options: DemoTenantOptions = {}) {
  const demo = createDemoTenant(options);
  const { token } = demo.tokens.issue();
  return async (url: string) => demo.app.fetch(new Request(`http://demo.test${url}`, { headers: { authorization: `Bearer ${token}` } }));
}

async function readAll(get: (url: string) => Promise<Response>) {
  const all: XaaSettingsHistoryEntry[] = [];
  let token = '';
  do {
    const response = await get(`${PATH}?pageSize=200${token ? `&pageToken=${token}` : ''}`);
    expect(response.status).toBe(200);
    const page = xaaSettingsHistoryPageSchema.parse(await response.json());
    all.push(...page.list);
    token = page.nextPageToken;
  } while (token);
  return all;
}

describe('cross-app-access settings history (op 12)', () => {
  it('serves 300 entries by default, newest first, the oldest being the creation', async () => {
    const all = await readAll(tenant());
    expect(all).toHaveLength(300);
    expect(all[0]?.metadata?.id).toBe('xaa-00300');
    expect(all.at(-1)?.metadata?.changeKind).toBe('CHANGE_KIND_CREATED');
    const times = all.map((entry) => Date.parse(entry.metadata?.createdAt ?? ''));
    expect(times.every((time, index) => index === 0 || time < (times[index - 1] ?? Infinity))).toBe(true);
  });

  it('is sized by seed.xaaHistorySize', async () => {
    expect(await readAll(tenant({ seed: { xaaHistorySize: 20 } }))).toHaveLength(20);
  });

  it('snapshots really change: each entry differs from the older one, and every kind of change occurs', () => {
    const entries = seedXaaSettingsHistory(300) as { snapshot: Record<string, unknown> }[];
    const seen = new Set<string>();
    for (let index = 0; index < entries.length - 1; index++) {
      const newer = entries[index]?.snapshot ?? {};
      const older = entries[index + 1]?.snapshot ?? {};
      const changed = Object.keys(newer).filter((key) => key !== 'updatedAt' && JSON.stringify(newer[key]) !== JSON.stringify(older[key]));
      expect(changed.length, `entry ${index}`).toBeGreaterThan(0);
      changed.forEach((key) => seen.add(key));
    }
    expect([...seen].sort()).toEqual(['allowRefreshTokenSubjects', 'defaultGrantLifetime', 'defaultSigningAlgorithm', 'enabled', 'enabledSigningAlgorithms', 'xaaIdTokenLifetime']);
  });

  it('has several actors, links, one hostile javascript: link and unknown enum values', async () => {
    const all = await readAll(tenant());
    expect(new Set(all.map((entry) => entry.metadata?.actor?.userId)).size).toBeGreaterThanOrEqual(4);
    const urls = all.flatMap((entry) => entry.metadata?.annotations.map((annotation) => annotation.displayUrl) ?? []);
    expect(urls.some((url) => url.startsWith('https://'))).toBe(true);
    expect(urls.filter((url) => url.startsWith('javascript:'))).toHaveLength(1);
    expect(all.some((entry) => entry.snapshot?.enabledSigningAlgorithms.includes(UNKNOWN_ALGORITHM))).toBe(true);
    expect(all.some((entry) => entry.metadata?.changeKind === 'CHANGE_KIND_RESTORED_BY_SUPPORT')).toBe(true);
  });

  it('rejects a page size above 200 with InvalidArgument', async () => {
    const response = await tenant()(`${PATH}?pageSize=500`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 3 });
  });
});
