// AuthZEN servers, the wire contract (spec: "AuthZEN server"; operation 3). React-free: the demo
// tenant imports it.
import type * as z from 'zod/mini';
import { message, openEnum, pageOf, str, strList, timestamp } from './wire';

/** Spec, Limits: List AuthZEN servers takes at most 100 per page. */
export const AUTHZEN_MAX_PAGE_SIZE = 100;
export const AUTHZEN_MODES = ['AUTHZEN_MODE_UNSPECIFIED'] as const;

export const authzenServerSchema = message({
  id: str(),
  appId: str(),
  displayName: str(),
  activePolicyId: str(),
  evaluateEntitlementId: str(),
  searchEntitlementId: str(),
  mode: openEnum(AUTHZEN_MODES),
  tokenAudience: str(),
  tokenResource: str(),
  tokenScopes: strList(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const listAuthzenServersResponseSchema = pageOf(authzenServerSchema);

export type AuthzenServer = z.infer<typeof authzenServerSchema>;
export type AuthzenServerPage = z.infer<typeof listAuthzenServersResponseSchema>;
