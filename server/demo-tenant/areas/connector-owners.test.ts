import { describe, expect, it } from 'vitest';
import { getConnectorOwnerUserResponseSchema, USER_SOURCE_LISTS } from '../../../src/api/connector-owners.schema';
import { createDemoTenant } from '../app';
import { DEMO_IDS } from '../demo-ids';

async function get(path: string) {
  const tenant = createDemoTenant();
  const { token } = tenant.tokens.issue();
  const response = await tenant.app.fetch(new Request(`http://demo.test${path}`, { headers: { authorization: `Bearer ${token}` } }));
  return { status: response.status, body: (await response.json()) as unknown };
}

const ownerPath = (appId: string, connectorId: string, roleSlug: string, userId: string) =>
  `/api/v2/apps/${appId}/connectors/${connectorId}/owners/users/${roleSlug}/${userId}`;

describe('demo tenant: Get user owner (v2)', () => {
  it('returns both seeded owners with full profiles and every source list', async () => {
    for (const userId of DEMO_IDS.ownerUserIds.split(',')) {
      const answer = await get(ownerPath(DEMO_IDS.appId, DEMO_IDS.connectorId, DEMO_IDS.roleSlug, userId));
      expect(answer.status).toBe(200);
      const { connectorOwnerUser } = getConnectorOwnerUserResponseSchema.parse(answer.body);
      expect(connectorOwnerUser).toMatchObject({ appId: DEMO_IDS.appId, connectorId: DEMO_IDS.connectorId, roleSlug: DEMO_IDS.roleSlug });
      const user = connectorOwnerUser.user;
      expect(user?.id).toBe(userId);
      expect(Object.keys(user?.profile ?? {}).length).toBeGreaterThan(3);
      for (const [name] of USER_SOURCE_LISTS.filter(([name]) => name !== 'managerSources')) expect(user?.[name].length, name).toBeGreaterThan(0);
    }
  });

  it('answers NotFound unless all four ids match a seeded ownership', async () => {
    const { appId, connectorId, roleSlug, ownerUserId } = DEMO_IDS;
    const wrong = [
      ownerPath(appId, connectorId, roleSlug, 'user-nobody'),
      ownerPath(appId, connectorId, 'viewer', ownerUserId),
      ownerPath(appId, 'conn-other', roleSlug, ownerUserId),
      ownerPath(DEMO_IDS.secondAppId, connectorId, roleSlug, ownerUserId),
    ];
    for (const path of wrong) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toMatchObject({ code: 5 });
    }
  });
});
