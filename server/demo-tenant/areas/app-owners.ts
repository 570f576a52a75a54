// Set app owners (PUT, spec operation 7) and Delete app owners (DELETE, operation 6). Both answer
// `{}`; the API has no read. Rules decided here (README design notes):
// - unknown app -> NotFound; a blank user id -> InvalidArgument at its index;
// - Set with an empty list (or none, or null) is valid: the app is left with no owners, as "sets
//   the owners of the app to the listed users" says; Delete with an empty list removes no one;
// - Delete of a user who is not an owner -> NotFound naming them, and nothing changes (atomic).
import { Hono, type Context } from 'hono';
import { appOwnersRequestSchema } from '../../../src/api/app-owners.schema';
import type { DemoContext } from '../context';
import { DEMO_IDS } from '../demo-ids';
import { RpcError, readJsonBody } from '../rpc-error';
import { fieldViolation } from './contacts';

export function appOwnersRoutes(_ctx: DemoContext): Hono {
  const owners = new Map<string, Set<string>>([
    [DEMO_IDS.appId, new Set([...DEMO_IDS.ownerUserIds.split(','), 'user-alan-turing'])],
    [DEMO_IDS.secondAppId, new Set(['user-grace-hopper', 'user-katherine-johnson'])],
  ]);

  async function request(c: Context): Promise<{ appOwners: Set<string>; userIds: string[] }> {
    const appId = c.req.param('appId') ?? '';
    const appOwners = owners.get(appId);
    if (!appOwners) throw new RpcError('NOT_FOUND', `app "${appId}" not found`);
    const parsed = appOwnersRequestSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw fieldViolation('userIds', 'must be an array of user ids');
    const blank = parsed.data.userIds.findIndex((id) => !id.trim());
    if (blank >= 0) throw fieldViolation(`userIds[${blank}]`, 'a user id must not be empty');
    return { appOwners, userIds: [...new Set(parsed.data.userIds)] };
  }

  const routes = new Hono();
  routes.put('/api/v1/apps/:appId/owners', async (c) => {
    const { userIds } = await request(c);
    owners.set(c.req.param('appId'), new Set(userIds));
    return c.json({});
  });
  routes.delete('/api/v1/apps/:appId/owners', async (c) => {
    const { appOwners, userIds } = await request(c);
    const strangers = userIds.filter((id) => !appOwners.has(id));
    if (strangers.length) throw new RpcError('NOT_FOUND', `not an owner of app "${c.req.param('appId')}": ${strangers.join(', ')}`);
    for (const id of userIds) appOwners.delete(id);
    return c.json({});
  });
  return routes;
}
