import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAllAuthzenServers, listAuthzenServers, listAuthzenServersResponseSchema } from './authzen-servers';

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
    expect((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0]).toBe('/api/v1/apps/app%2F1/authzen_servers?page_size=100&page_token=tok');
  });

  it('"load all" follows page tokens at the maximum size until the last page, reporting each page', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      new Response(JSON.stringify(url.includes('page_token=t2') ? { list: [{ id: 'b' }] } : { list: [{ id: 'a' }], nextPageToken: 't2' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[][] = [];
    await listAllAuthzenServers('app', (page) => seen.push(page.list.map((server) => server.id)));
    expect(seen).toEqual([['a'], ['b']]);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/v1/apps/app/authzen_servers?page_size=100', '/api/v1/apps/app/authzen_servers?page_size=100&page_token=t2']);
  });

  it('"load all" resumes from a token and stops when aborted', async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ list: [{ id: 'x' }], nextPageToken: 'more' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    let pages = 0;
    await listAllAuthzenServers('app', () => {
      pages += 1;
      if (pages === 2) controller.abort();
    }, { fromToken: 'resume-here', signal: controller.signal });
    expect(pages).toBe(2);
    expect((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0]).toBe('/api/v1/apps/app/authzen_servers?page_size=100&page_token=resume-here');
  });
});
