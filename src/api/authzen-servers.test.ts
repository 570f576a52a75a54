import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAuthzenServers, listAuthzenServersResponseSchema } from './authzen-servers';

afterEach(() => vi.unstubAllGlobals());

describe('AuthZEN servers', () => {
  it('parses a page with defaults and unknown modes kept', () => {
    const page = listAuthzenServersResponseSchema.parse({ list: [{ id: 'a', mode: 'AUTHZEN_MODE_NEW' }] });
    expect(page.nextPageToken).toBe('');
    expect(page.list[0]).toMatchObject({ id: 'a', mode: 'AUTHZEN_MODE_NEW', tokenScopes: [], createdAt: null });
  });

  it('never asks for more than 100 per page and encodes the app id', async () => {
    const fetchMock = vi.fn(async () => new Response('{"list":[]}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await listAuthzenServers('app/1', { pageSize: 500, pageToken: 'tok' });
    expect((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0]).toBe('/api/v1/apps/app%2F1/authzen_servers?pageSize=100&pageToken=tok');
  });
});
