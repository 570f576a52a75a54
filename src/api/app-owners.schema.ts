// App owners, the wire contract (spec operations 6 "Delete app owners" and 7 "Set app owners").
// React-free: the demo tenant parses requests with it.
import type * as z from 'zod/mini';
import { message, strList } from './wire';

/** Body of both operations: `{"userIds": [...]}`; absent or null is the empty list. */
export const appOwnersRequestSchema = message({ userIds: strList() });
export type AppOwnersRequest = z.infer<typeof appOwnersRequestSchema>;
