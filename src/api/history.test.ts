import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import {
  listToolBindingHistory,
  listXaaSettingsHistory,
  toolBindingHistoryInfiniteQueryOptions,
  toolBindingHistoryPageSchema,
  xaaSettingsHistoryInfiniteQueryOptions,
  xaaSettingsHistoryPageSchema,
} from './history';

function respond(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('history schemas', () => {
  it('keeps unknown enum values, fills proto3 defaults and keeps unknown fields', () => {
    const page = xaaSettingsHistoryPageSchema.parse({
      list: [
        {
          metadata: { id: 'e1', actor: { kind: 'ACTOR_KIND_FROM_THE_FUTURE' }, changeKind: 'CHANGE_KIND_NEW', annotations: [{ key: 'k', kind: 'ANNOTATION_KIND_X' }], extra: 1 },
          snapshot: { enabled: true, enabledSigningAlgorithms: ['XAA_SIGNING_ALGORITHM_RS256', 'XAA_SIGNING_ALGORITHM_NEW'], defaultSigningAlgorithm: 'XAA_SIGNING_ALGORITHM_NEW' },
        },
      ],
    });
    const entry = page.list[0];
    expect(page.nextPageToken).toBe('');
    expect(entry?.metadata).toMatchObject({ id: 'e1', createdAt: null, traceId: '', changeKind: 'CHANGE_KIND_NEW', actor: { kind: 'ACTOR_KIND_FROM_THE_FUTURE', userId: '' }, extra: 1 });
    expect(entry?.metadata?.annotations[0]).toEqual({ key: 'k', displayLabel: '', displayUrl: '', displayValue: '', rawValue: '', kind: 'ANNOTATION_KIND_X' });
    expect(entry?.snapshot).toMatchObject({ enabled: true, allowRefreshTokenSubjects: false, defaultGrantLifetime: '', defaultSigningAlgorithm: 'XAA_SIGNING_ALGORITHM_NEW' });
  });

  it('accepts missing metadata, snapshot, annotations and items', () => {
    const xaa = xaaSettingsHistoryPageSchema.parse({ list: [{}], nextPageToken: 't' });
    expect(xaa.list[0]).toEqual({ metadata: null, snapshot: null });
    const tool = toolBindingHistoryPageSchema.parse({ list: [{ metadata: { id: 'x' } }] });
    expect(tool.list[0]?.items).toEqual([]);
    expect(tool.list[0]?.metadata?.annotations).toEqual([]);
    expect(tool.list[0]?.metadata?.actor).toBeNull();
  });
});

describe('history requests', () => {
  it('op 11 encodes each path segment and asks for the maximum page of 200 with the page token', async () => {
    const fetchMock = respond({ list: [{ metadata: { id: 'a' }, items: [{ changeKind: 'LIST_CHANGE_KIND_ADDED', listIndex: '2' }] }], nextPageToken: 'n2' });
    const page = await listToolBindingHistory({ appId: 'a/1', connectorId: 'c 2', toolId: 't3' }, { pageToken: 'tok' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/apps/a%2F1/connectors/c%202/tool_bindings/by_tool/t3/history?page_size=200&page_token=tok');
    expect(page.list[0]?.items[0]).toEqual({ changeKind: 'LIST_CHANGE_KIND_ADDED', listIndex: '2' });
  });

  it('op 12 never asks for more than 200', async () => {
    const fetchMock = respond({ list: [] });
    await listXaaSettingsHistory({ pageSize: 5000 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/settings/cross-app-access/history?page_size=200');
  });

  it('a bad field names its path', async () => {
    respond({ list: [{ metadata: { id: 7 } }] });
    const error = await listXaaSettingsHistory().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldPath).toBe('list[0].metadata.id');
  });
});

describe('infinite query options', () => {
  it('use one key per history and stop when nextPageToken is empty', () => {
    const tool = toolBindingHistoryInfiniteQueryOptions({ appId: 'a', connectorId: 'c', toolId: 't' });
    expect(tool.queryKey).toEqual(['history', 'tool-binding', 'a', 'c', 't']);
    const xaa = xaaSettingsHistoryInfiniteQueryOptions();
    expect(xaa.queryKey).toEqual(['history', 'xaa-settings']);
    expect(xaa.getNextPageParam({ list: [], nextPageToken: 'p2' }, [], '', [])).toBe('p2');
    expect(xaa.getNextPageParam({ list: [], nextPageToken: '' }, [], '', [])).toBeUndefined();
  });
});
