import { describe, expect, it } from 'vitest';
import { byPriority, getConnectorOwnerUserResponseSchema } from './connector-owners';

describe('connector owner user schema', () => {
  it('fills defaults for the user, its lists and source lists; keeps unknown enums', () => {
    const { connectorOwnerUser } = getConnectorOwnerUserResponseSchema.parse({ connectorOwnerUser: { appId: 'a', user: { id: 'u', status: 'SUSPENDED_NEW', emailSources: [{ value: 'x@y', priority: 2 }] } } });
    const user = connectorOwnerUser.user;
    expect(user).toMatchObject({ id: 'u', status: 'SUSPENDED_NEW', origin: 'USER_ORIGIN_UNSPECIFIED', usernames: [], profile: {}, managerSources: [], deletedAt: null });
    expect(user?.emailSources[0]).toEqual({ appId: '', appUserId: '', appUserProfileAttributeKey: '', userAttributeMappingId: '', value: 'x@y', priority: 2 });
  });

  it('keeps a missing user as null', () => {
    expect(getConnectorOwnerUserResponseSchema.parse({ connectorOwnerUser: {} }).connectorOwnerUser.user).toBeNull();
  });

  it('orders sources by priority, stable for ties', () => {
    const source = (value: string, priority: number) => ({ appId: '', appUserId: '', appUserProfileAttributeKey: '', userAttributeMappingId: '', value, priority });
    expect(byPriority([source('c', 3), source('a1', 1), source('b', 2), source('a2', 1)]).map((s) => s.value)).toEqual(['a1', 'a2', 'b', 'c']);
  });
});
