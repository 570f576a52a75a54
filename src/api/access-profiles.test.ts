import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { accessProfileByEntitlementQueryOptions, accessProfileKeys, deleteAccessProfile, getAccessProfileByEntitlement, getAccessProfileByEntitlementResponseSchema } from './access-profiles';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('access profile schema', () => {
  it('fills proto3 defaults, keeps unknown fields, and leaves deletedAt null for a live profile', () => {
    const parsed = getAccessProfileByEntitlementResponseSchema.parse({ accessProfile: { id: 'p1', displayName: 'CRM', future: 1 } });
    expect(parsed.accessProfile).toEqual({
      id: 'p1', appId: '', appEntitlementId: '', xaaResourceServerId: '', displayName: 'CRM', description: '', scopeCount: 0,
      createdAt: null, updatedAt: null, deletedAt: null, future: 1,
    });
  });

  it('accepts a response without accessProfile as null, and rejects a non-integer scope count', () => {
    expect(getAccessProfileByEntitlementResponseSchema.parse({}).accessProfile).toBeNull();
    expect(getAccessProfileByEntitlementResponseSchema.safeParse({ accessProfile: { scopeCount: 1.5 } }).success).toBe(false);
  });
});

describe('access profile requests', () => {
  it('looks a profile up by entitlement with GET on the encoded path', async () => {
    const fetchMock = respond(200, { accessProfile: { id: 'p1', deletedAt: '2026-11-20T00:00:00Z' } });
    const data = await getAccessProfileByEntitlement('app/1', 'ent 2');
    expect(data.accessProfile?.deletedAt).toBe('2026-11-20T00:00:00Z');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/apps/app%2F1/xaa/access_profiles/by_app_entitlement_id/ent%202');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('deletes with DELETE and the body {}', async () => {
    const fetchMock = respond(200, {});
    await deleteAccessProfile({ appId: 'a', id: 'p1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/apps/a/xaa/access_profiles/p1');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{}');
  });

  it('turns a NotFound status into an ApiError naming the operation', async () => {
    respond(404, { code: 5, message: 'no access profile', details: [] });
    const error = await deleteAccessProfile({ appId: 'a', id: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 5, operation: 'Delete access profile' });
  });

  it('keys go from general to specific so a delete can refresh exactly one lookup', () => {
    expect(accessProfileByEntitlementQueryOptions('a', 'e').queryKey).toEqual(['access-profiles', 'a', 'by-entitlement', 'e']);
    expect(accessProfileKeys.byEntitlement('a', 'e').slice(0, 2)).toEqual(accessProfileKeys.app('a'));
  });
});
