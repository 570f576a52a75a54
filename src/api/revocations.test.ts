// The three revoke/delete operations: exact method, path (segments encoded) and body `{}`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { deletePersonalClient } from './personal-clients';
import { revokeServicePrincipalCredential } from './service-principals';
import { deleteUserAttributeMapping } from './user-attribute-mappings';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const cases = [
  { name: 'Delete user attribute mapping', run: () => deleteUserAttributeMapping({ id: 'uam/1' }), path: '/api/v1/user-attribute-mappings/uam%2F1' },
  { name: 'Revoke credential', run: () => revokeServicePrincipalCredential({ servicePrincipalId: 'sp 1', id: 'cred?1' }), path: '/api/v1/service_principals/sp%201/credentials/cred%3F1' },
  { name: 'Delete personal client', run: () => deletePersonalClient({ id: 'ada laptop' }), path: '/api/v1/iam/personal_clients/ada%20laptop' },
];

describe.each(cases)('$name', ({ name, run, path }) => {
  it('sends DELETE with the body {} to the encoded path', async () => {
    const fetchMock = respond(200, {});
    await expect(run()).resolves.toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(path);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{}');
  });

  it('rejects NotFound with an ApiError carrying the operation name', async () => {
    respond(404, { code: 5, message: 'gone', details: [] });
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 5, operation: name });
  });
});
