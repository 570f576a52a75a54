// The two history operations' wire contract (spec ops 11 and 12): tool binding history of one
// MCP tool and the tenant's cross-app-access (XAA) settings history, newest first, at most 200
// per page. React-free: the demo tenant imports it.
import type * as z from 'zod/mini';
import { bool, list, message, openEnum, optionalMessage, pageOf, str, strList, timestamp } from './wire';

/** Both history operations allow at most 200 entries per page (spec, Limits); we always ask for the maximum. */
export const HISTORY_MAX_PAGE_SIZE = 200;

// The spec names only the `_UNSPECIFIED` value of each enum. The other values listed here are the
// ones the console puts into words; anything else is accepted and shown as it came.
export const ACTOR_KINDS = ['ACTOR_KIND_UNSPECIFIED', 'ACTOR_KIND_USER', 'ACTOR_KIND_SERVICE_PRINCIPAL', 'ACTOR_KIND_SYSTEM'] as const;
export const ANNOTATION_KINDS = ['ANNOTATION_KIND_UNSPECIFIED', 'ANNOTATION_KIND_LINK', 'ANNOTATION_KIND_TICKET', 'ANNOTATION_KIND_NOTE'] as const;
export const CHANGE_KINDS = ['CHANGE_KIND_UNSPECIFIED', 'CHANGE_KIND_CREATED', 'CHANGE_KIND_UPDATED', 'CHANGE_KIND_DELETED'] as const;
export const LIST_CHANGE_KINDS = ['LIST_CHANGE_KIND_UNSPECIFIED', 'LIST_CHANGE_KIND_ADDED', 'LIST_CHANGE_KIND_REMOVED', 'LIST_CHANGE_KIND_MOVED'] as const;
export const XAA_SIGNING_ALGORITHMS = [
  'XAA_SIGNING_ALGORITHM_UNSPECIFIED',
  'XAA_SIGNING_ALGORITHM_RS256',
  'XAA_SIGNING_ALGORITHM_RS384',
  'XAA_SIGNING_ALGORITHM_RS512',
  'XAA_SIGNING_ALGORITHM_PS256',
  'XAA_SIGNING_ALGORITHM_ES256',
  'XAA_SIGNING_ALGORITHM_ES384',
  'XAA_SIGNING_ALGORITHM_EDDSA',
] as const;

export const historyActorSchema = message({ kind: openEnum(ACTOR_KINDS), userId: str() });
export type HistoryActor = z.infer<typeof historyActorSchema>;

export const historyAnnotationSchema = message({
  key: str(),
  displayLabel: str(),
  displayUrl: str(),
  displayValue: str(),
  rawValue: str(),
  kind: openEnum(ANNOTATION_KINDS),
});
export type HistoryAnnotation = z.infer<typeof historyAnnotationSchema>;

/** Metadata shared by both histories; `changeKind` is sent by the XAA settings history only. */
export const historyMetadataSchema = message({
  id: str(),
  createdAt: timestamp(),
  traceId: str(),
  syslogEventId: str(),
  actor: optionalMessage(historyActorSchema),
  annotations: list(historyAnnotationSchema),
  changeKind: openEnum(CHANGE_KINDS),
});
export type HistoryMetadata = z.infer<typeof historyMetadataSchema>;

export const toolBindingHistoryItemSchema = message({ changeKind: openEnum(LIST_CHANGE_KINDS), listIndex: str() });
export type ToolBindingHistoryItem = z.infer<typeof toolBindingHistoryItemSchema>;

export const toolBindingHistoryEntrySchema = message({
  metadata: optionalMessage(historyMetadataSchema),
  items: list(toolBindingHistoryItemSchema),
});
export type ToolBindingHistoryEntry = z.infer<typeof toolBindingHistoryEntrySchema>;

export const xaaSettingsSnapshotSchema = message({
  enabled: bool(),
  allowRefreshTokenSubjects: bool(),
  defaultGrantLifetime: str(),
  xaaIdTokenLifetime: str(),
  defaultSigningAlgorithm: openEnum(XAA_SIGNING_ALGORITHMS),
  enabledSigningAlgorithms: strList(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type XaaSettingsSnapshot = z.infer<typeof xaaSettingsSnapshotSchema>;

export const xaaSettingsHistoryEntrySchema = message({
  metadata: optionalMessage(historyMetadataSchema),
  snapshot: optionalMessage(xaaSettingsSnapshotSchema),
});
export type XaaSettingsHistoryEntry = z.infer<typeof xaaSettingsHistoryEntrySchema>;

export const toolBindingHistoryPageSchema = pageOf(toolBindingHistoryEntrySchema);
export type ToolBindingHistoryPage = z.infer<typeof toolBindingHistoryPageSchema>;
export const xaaSettingsHistoryPageSchema = pageOf(xaaSettingsHistoryEntrySchema);
export type XaaSettingsHistoryPage = z.infer<typeof xaaSettingsHistoryPageSchema>;

/** Anything with optional history metadata (both entry kinds). */
export interface HistoryEntryLike {
  metadata: HistoryMetadata | null;
}
