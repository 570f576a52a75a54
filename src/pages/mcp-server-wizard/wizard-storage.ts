// What the wizard keeps in the browser: the non-secret draft of this tab and its last result
// (sessionStorage: a reload shows them again, another tab starts clean), and the ids of apps
// servers were registered under (localStorage, ids only). Secrets never get here: the draft is
// made with `withoutSecrets`, the result with `keptResult`, and storage failures (quota, privacy
// mode) are ignored.
import * as z from 'zod/mini';
import { mcpServerSchema, registerMcpServerResponseSchema, type RegisterMcpServerResponse } from '../../api/mcp-servers';
import { optionalMessage } from '../../api/wire';
import { EMPTY_FORM, valuesFromDraft, withoutSecrets, type McpServerFormValues } from '../../forms/mcp-server-form';

const DRAFT_KEY = 'mcp-server-wizard.draft';
const RESULT_KEY = 'mcp-server-wizard.result';
const RECENT_KEY = 'mcp-server-wizard.recent-app-ids';
const MAX_RECENT = 5;

/** The draft holds values only: the step is in the address (use-wizard-step.ts). */
export interface Draft {
  values: McpServerFormValues;
}

export function loadDraft(): Draft | null {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    if (!text) return null;
    const saved = JSON.parse(text) as { values?: unknown };
    return { values: valuesFromDraft(saved.values) };
  } catch {
    return null;
  }
}

export function saveDraft(values: McpServerFormValues) {
  try {
    if (JSON.stringify(values) === JSON.stringify(EMPTY_FORM)) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ values: withoutSecrets(values) }));
  } catch {
    // storage unavailable: the draft is a convenience only
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // ignore
  }
}

// The answer's fields the spec lists, and no other: parsing keeps unknown fields (DESIGN.md), and
// one a tenant adds could hold a secret. The spec's view has only `...Configured` flags for them.
const keptResultSchema = z.object({
  ...registerMcpServerResponseSchema.shape,
  mcpServer: optionalMessage(z.object(mcpServerSchema.shape)),
});

/**
 * The register answer as this tab keeps it: only the spec's fields, and catalog config values
 * left out (their names kept), as the draft leaves them out: the console cannot tell which the
 * catalog seals, so none is stored. The connector id, app id and credentials link survive a reload.
 */
export function keptResult(result: RegisterMcpServerResponse): RegisterMcpServerResponse {
  const kept = keptResultSchema.parse(result);
  const server = kept.mcpServer;
  if (!server) return kept;
  return { ...kept, mcpServer: { ...server, configFieldValues: Object.fromEntries(Object.keys(server.configFieldValues).map((name) => [name, ''])) } };
}

/** This tab's last result, as `keptResult` stored it; "Register another" clears it. */
export function loadResult(): RegisterMcpServerResponse | null {
  try {
    const text = sessionStorage.getItem(RESULT_KEY);
    if (!text) return null;
    const parsed = keptResultSchema.safeParse(JSON.parse(text));
    return parsed.success ? keptResult(parsed.data) : null;
  } catch {
    return null;
  }
}

export function saveResult(result: RegisterMcpServerResponse) {
  try {
    sessionStorage.setItem(RESULT_KEY, JSON.stringify(keptResult(result)));
  } catch {
    // storage unavailable: the result shows until the tab reloads
  }
}

export function clearResult() {
  try {
    sessionStorage.removeItem(RESULT_KEY);
  } catch {
    // ignore
  }
}

export function recentAppIds(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length < 200).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberAppId(appId: string) {
  if (!appId) return;
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify([appId, ...recentAppIds().filter((id) => id !== appId)].slice(0, MAX_RECENT)));
  } catch {
    // ignore
  }
}
