import { useSyncExternalStore } from 'react';

/** A flag raised once that stays raised (a lazily mounted part of the shell asked for), which components follow. */
export interface OnceFlag {
  raise: () => void;
  isRaised: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createOnceFlag(): OnceFlag {
  let raised = false;
  const listeners = new Set<() => void>();
  return {
    raise: () => {
      if (raised) return;
      raised = true;
      for (const listener of listeners) listener();
    },
    isRaised: () => raised,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether the flag is raised; re-renders once when it is. */
export function useOnceFlag(flag: OnceFlag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.isRaised, () => false);
}
