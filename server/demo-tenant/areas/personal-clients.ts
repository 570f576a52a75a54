// Personal clients (spec operation 10 "Delete personal client"): the id is the client's
// human-readable name; a deleted client is gone and a second delete is NotFound.
import { Hono } from 'hono';
import type { DemoContext } from '../context';
import { DEMO_IDS } from '../demo-ids';
import { RpcError } from '../rpc-error';
import { requireEmptyBody } from './delete-body';

export interface PersonalClientRecord { id: string; ownerUserId: string; createdAt: string }
export interface PersonalClientsState { clients: Map<string, PersonalClientRecord> }

const BASE = Date.parse('2026-11-20T00:00:00Z');
const SEED: Omit<PersonalClientRecord, 'createdAt'>[] = [
  { id: DEMO_IDS.personalClientId, ownerUserId: 'user-ada-lovelace' },
  { id: 'grace-ci-token', ownerUserId: 'user-grace-hopper' },
  { id: 'ops-terraform', ownerUserId: 'user-alan-turing' },
  { id: 'ada-notebook', ownerUserId: 'user-ada-lovelace' },
];

export function createPersonalClientsState(): PersonalClientsState {
  return { clients: new Map(SEED.map((seed, index) => [seed.id, { ...seed, createdAt: new Date(BASE - (30 - index * 5) * 86_400_000).toISOString() }])) };
}

export function personalClientsRoutes(_ctx: DemoContext, state: PersonalClientsState = createPersonalClientsState()): Hono {
  const routes = new Hono();
  routes.delete('/api/v1/iam/personal_clients/:id', async (c) => {
    const id = c.req.param('id');
    await requireEmptyBody(c);
    if (!state.clients.delete(id)) throw new RpcError('NOT_FOUND', `personal client "${id}" not found`);
    return c.json({});
  });
  return routes;
}
