// The seeded cross-app-access settings history: the tenant's settings replayed from their
// creation to today, each entry a snapshot after one or two real changes (enabled toggled,
// lifetimes changed, algorithms added / removed, the default algorithm, refresh-token subjects).
import { seedHash, seedMetadata, seedTimes } from './history-seed';

export const XAA_HISTORY_PREFIX = 'xaa';

const ALGORITHMS = ['XAA_SIGNING_ALGORITHM_RS256', 'XAA_SIGNING_ALGORITHM_ES256', 'XAA_SIGNING_ALGORITHM_PS256', 'XAA_SIGNING_ALGORITHM_RS384', 'XAA_SIGNING_ALGORITHM_EDDSA', 'XAA_SIGNING_ALGORITHM_ES384'];
/** An algorithm this console does not know (the service may add values). */
export const UNKNOWN_ALGORITHM = 'XAA_SIGNING_ALGORITHM_ML_DSA_65';
const GRANT_LIFETIMES = ['3600s', '7200s', '28800s', '86400s', '1800s'];
const ID_TOKEN_LIFETIMES = ['300s', '600s', '900s', '120s'];

interface Settings {
  enabled: boolean;
  allowRefreshTokenSubjects: boolean;
  defaultGrantLifetime: string;
  xaaIdTokenLifetime: string;
  defaultSigningAlgorithm: string;
  enabledSigningAlgorithms: string[];
}

function change(state: Settings, rule: number, seq: number): void {
  const h = seedHash(seq, 9);
  switch (rule) {
    case 0:
      state.enabled = !state.enabled;
      break;
    case 1:
      state.defaultGrantLifetime = GRANT_LIFETIMES[(GRANT_LIFETIMES.indexOf(state.defaultGrantLifetime) + 1 + (h % 2)) % GRANT_LIFETIMES.length] ?? '3600s';
      break;
    case 2: {
      const missing = ALGORITHMS.filter((alg) => !state.enabledSigningAlgorithms.includes(alg));
      const add = missing[h % Math.max(1, missing.length)];
      if (add) state.enabledSigningAlgorithms = [...state.enabledSigningAlgorithms, add];
      else change(state, 4, seq);
      break;
    }
    case 3:
      state.xaaIdTokenLifetime = ID_TOKEN_LIFETIMES[(ID_TOKEN_LIFETIMES.indexOf(state.xaaIdTokenLifetime) + 1) % ID_TOKEN_LIFETIMES.length] ?? '300s';
      break;
    case 4: {
      const removable = state.enabledSigningAlgorithms.filter((alg) => alg !== state.defaultSigningAlgorithm);
      const remove = removable[h % Math.max(1, removable.length)];
      if (remove) state.enabledSigningAlgorithms = state.enabledSigningAlgorithms.filter((alg) => alg !== remove);
      else change(state, 2, seq);
      break;
    }
    case 5:
      state.allowRefreshTokenSubjects = !state.allowRefreshTokenSubjects;
      break;
    default: {
      const others = state.enabledSigningAlgorithms.filter((alg) => alg !== state.defaultSigningAlgorithm && alg !== UNKNOWN_ALGORITHM);
      const next = others[h % Math.max(1, others.length)];
      if (next) state.defaultSigningAlgorithm = next;
      else {
        change(state, 2, seq);
        state.defaultSigningAlgorithm = state.enabledSigningAlgorithms[state.enabledSigningAlgorithms.length - 1] ?? state.defaultSigningAlgorithm;
      }
    }
  }
}

/** Newest first, `size` entries; the oldest is the settings' creation. */
export function seedXaaSettingsHistory(size: number): Record<string, unknown>[] {
  const count = Math.max(0, Math.floor(size));
  const times = seedTimes(count, 2, 6 * 60, 48 * 60);
  const createdAt = times[0] ?? null;
  const state: Settings = {
    enabled: false,
    allowRefreshTokenSubjects: false,
    defaultGrantLifetime: '3600s',
    xaaIdTokenLifetime: '300s',
    defaultSigningAlgorithm: 'XAA_SIGNING_ALGORITHM_RS256',
    enabledSigningAlgorithms: ['XAA_SIGNING_ALGORITHM_RS256'],
  };
  const entries = new Array<Record<string, unknown>>(count);
  for (let seq = 1; seq <= count; seq++) {
    let changeKind = 'CHANGE_KIND_CREATED';
    if (seq > 1) {
      changeKind = seq % 41 === 20 ? 'CHANGE_KIND_RESTORED_BY_SUPPORT' : 'CHANGE_KIND_UPDATED';
      change(state, seq % 7, seq);
      if (seq % 11 === 3) change(state, (seq + 3) % 7, seq + 1);
      if (seq % 37 === 10 && !state.enabledSigningAlgorithms.includes(UNKNOWN_ALGORITHM)) state.enabledSigningAlgorithms = [...state.enabledSigningAlgorithms, UNKNOWN_ALGORITHM];
      else if (seq % 37 === 25) state.enabledSigningAlgorithms = state.enabledSigningAlgorithms.filter((alg) => alg !== UNKNOWN_ALGORITHM);
    }
    const at = times[seq - 1] ?? '';
    entries[count - seq] = {
      metadata: seedMetadata({ prefix: XAA_HISTORY_PREFIX, seq, createdAt: at, salt: 200, hostile: seq === count - 1, changeKind }),
      snapshot: { ...state, enabledSigningAlgorithms: [...state.enabledSigningAlgorithms], createdAt, updatedAt: at },
    };
  }
  return entries;
}
