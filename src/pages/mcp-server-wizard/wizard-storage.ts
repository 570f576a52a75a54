// What the wizard keeps in the browser: the non-secret draft of this tab (sessionStorage) and the
// ids of apps servers were registered under (localStorage, ids only). Secrets never get here:
// the draft is made with `withoutSecrets`, and storage failures (quota, privacy mode) are ignored.
import { EMPTY_FORM, valuesFromDraft, withoutSecrets, type McpServerFormValues } from '../../forms/mcp-server-form';

const DRAFT_KEY = 'mcp-server-wizard.draft';
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
