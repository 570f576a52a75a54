import { afterEach, describe, expect, it, vi } from 'vitest';
import { appOwnersRequestSchema, setAppOwners } from './app-owners';

afterEach(() => vi.unstubAllGlobals());

describe('app owners wire', () => {
  it('Set with an empty list is a request like any other: `{"userIds": []}` (the app is left with no owners)', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await setAppOwners({ appId: 'app 1', userIds: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/apps/app%201/owners');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: '{"userIds":[]}' });
  });

  it('reads an absent or null user list as the empty list', () => {
    expect(appOwnersRequestSchema.parse({ userIds: null })).toEqual({ userIds: [] });
    expect(appOwnersRequestSchema.parse({})).toEqual({ userIds: [] });
  });
});
