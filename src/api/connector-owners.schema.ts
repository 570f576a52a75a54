// Connector owners, the wire contract (spec: "Connector owner user (v2)"; operation 14).
// React-free: the demo tenant imports it.
import type * as z from 'zod/mini';
import { freeObject, int, list, message, openEnum, optionalMessage, str, strList, timestamp } from './wire';

// The spec names one value of each; the others are the API family's, as its official TypeScript
// SDK lists them (see auth-configs.schema.ts). Anything else still shows as it came.
export const USER_STATUSES = ['UNKNOWN', 'ENABLED', 'DISABLED', 'DELETED'] as const;
export const USER_DIRECTORY_STATUSES = ['UNKNOWN', 'ENABLED', 'DISABLED', 'DELETED'] as const;
export const USER_ORIGINS = ['USER_ORIGIN_UNSPECIFIED', 'USER_ORIGIN_DIRECTORY', 'USER_ORIGIN_LOCAL', 'USER_ORIGIN_SYSTEM'] as const;
export const USER_TYPES = ['USER_TYPE_UNSPECIFIED', 'USER_TYPE_SYSTEM', 'USER_TYPE_HUMAN', 'USER_TYPE_SERVICE', 'USER_TYPE_AGENT'] as const;

/** Where one attribute value of the user came from; lower priority numbers win. */
export const userAttributeSourceSchema = message({
  appId: str(),
  appUserId: str(),
  appUserProfileAttributeKey: str(),
  userAttributeMappingId: str(),
  value: str(),
  priority: int(),
});

/** The source lists of a User, in the order the page shows them, with a label each. */
export const USER_SOURCE_LISTS = [
  ['usernameSources', 'Username'],
  ['emailSources', 'E-mail'],
  ['employeeIdSources', 'Employee id'],
  ['departmentSources', 'Department'],
  ['jobTitleSources', 'Job title'],
  ['employmentTypeSources', 'Employment type'],
  ['employmentStatusSources', 'Employment status'],
  ['directoryStatusSources', 'Directory status'],
  ['managerSources', 'Manager'],
] as const;

export type UserSourceListName = (typeof USER_SOURCE_LISTS)[number][0];

export const userSchema = message({
  id: str(),
  username: str(),
  email: str(),
  displayName: str(),
  department: str(),
  jobTitle: str(),
  employmentType: str(),
  employmentStatus: str(),
  delegatedUserId: str(),
  usernames: strList(),
  emails: strList(),
  employeeIds: strList(),
  directoryIds: strList(),
  managerIds: strList(),
  roleIds: strList(),
  status: openEnum(USER_STATUSES),
  directoryStatus: openEnum(USER_DIRECTORY_STATUSES),
  origin: openEnum(USER_ORIGINS),
  type: openEnum(USER_TYPES),
  profile: freeObject(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  deletedAt: timestamp(),
  departmentSources: list(userAttributeSourceSchema),
  directoryStatusSources: list(userAttributeSourceSchema),
  emailSources: list(userAttributeSourceSchema),
  employeeIdSources: list(userAttributeSourceSchema),
  employmentStatusSources: list(userAttributeSourceSchema),
  employmentTypeSources: list(userAttributeSourceSchema),
  jobTitleSources: list(userAttributeSourceSchema),
  managerSources: list(userAttributeSourceSchema),
  usernameSources: list(userAttributeSourceSchema),
});

export const connectorOwnerUserSchema = message({
  appId: str(),
  connectorId: str(),
  roleSlug: str(),
  createdAt: timestamp(),
  user: optionalMessage(userSchema),
});

export const getConnectorOwnerUserResponseSchema = message({ connectorOwnerUser: connectorOwnerUserSchema });

export type UserAttributeSource = z.infer<typeof userAttributeSourceSchema>;
export type User = z.infer<typeof userSchema>;
export type ConnectorOwnerUser = z.infer<typeof connectorOwnerUserSchema>;

/** A source list ordered by priority (stable: equal priorities keep the order they came in). */
export function byPriority(sources: readonly UserAttributeSource[]): UserAttributeSource[] {
  return sources.map((source, index) => ({ source, index })).sort((a, b) => a.source.priority - b.source.priority || a.index - b.index).map(({ source }) => source);
}
