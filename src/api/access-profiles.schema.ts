// Cross-app access (XAA) access profiles, the wire contract (spec: Resources "XAA access
// profile"; operations 13 and 8). React-free: the demo tenant imports it.
import type * as z from 'zod/mini';
import { int, message, optionalMessage, str, timestamp } from './wire';

export const accessProfileSchema = message({
  id: str(),
  appId: str(),
  appEntitlementId: str(),
  xaaResourceServerId: str(),
  displayName: str(),
  description: str(),
  scopeCount: int(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  deletedAt: timestamp(),
});
export type AccessProfile = z.infer<typeof accessProfileSchema>;

export const getAccessProfileByEntitlementResponseSchema = message({ accessProfile: optionalMessage(accessProfileSchema) });
export type GetAccessProfileByEntitlementResponse = z.infer<typeof getAccessProfileByEntitlementResponseSchema>;
