// User attribute mappings (spec operation 5 "Delete user attribute mapping"). The spec has no
// read, so the seed exists for the delete to act on: a deleted mapping is gone, and a second
// delete of it is NotFound.
import { Hono } from 'hono';
import type { DemoContext } from '../context';
import { DEMO_IDS } from '../demo-ids';
import { RpcError } from '../rpc-error';
import { requireEmptyBody } from './delete-body';

export interface MappingRecord { id: string; appId: string; attribute: string; sourceField: string; createdAt: string }
export interface UserAttributeMappingsState { mappings: Map<string, MappingRecord> }

const BASE = Date.parse('2026-11-20T00:00:00Z');
const SEED: Omit<MappingRecord, 'createdAt'>[] = [
  { id: DEMO_IDS.userAttributeMappingId, appId: DEMO_IDS.appId, attribute: 'department', sourceField: 'Worker.Organization.Department' },
  { id: 'uam-job-title-from-workday', appId: DEMO_IDS.appId, attribute: 'jobTitle', sourceField: 'Worker.Position.Title' },
  { id: 'uam-manager-from-workday', appId: DEMO_IDS.appId, attribute: 'managerId', sourceField: 'Worker.Manager.Id' },
  { id: 'uam-email-from-salesforce', appId: DEMO_IDS.secondAppId, attribute: 'email', sourceField: 'User.Email' },
  { id: 'uam-employee-id-from-salesforce', appId: DEMO_IDS.secondAppId, attribute: 'employeeId', sourceField: 'User.EmployeeNumber' },
];

export function createUserAttributeMappingsState(): UserAttributeMappingsState {
  return {
    mappings: new Map(SEED.map((seed, index) => [seed.id, { ...seed, createdAt: new Date(BASE - (60 - index * 7) * 86_400_000).toISOString() }])),
  };
}

export function userAttributeMappingsRoutes(_ctx: DemoContext, state: UserAttributeMappingsState = createUserAttributeMappingsState()): Hono {
  const routes = new Hono();
  routes.delete('/api/v1/user-attribute-mappings/:id', async (c) => {
    const id = c.req.param('id');
    await requireEmptyBody(c);
    if (!state.mappings.delete(id)) throw new RpcError('NOT_FOUND', `user attribute mapping "${id}" not found`);
    return c.json({});
  });
  return routes;
}
