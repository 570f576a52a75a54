import { useBlocker } from '@tanstack/react-router';

interface GuardOptions {
  message?: string;
  /** Whether moving to another page of the console loses input (default: `dirty`); false while a draft survives the move. */
  lostInApp?: boolean;
  /** Lets navigations that stay on this path through (the wizard's step is a search parameter). */
  allowSamePath?: boolean;
}

/**
 * Asks before leaving a page with unsaved input: router navigation (confirm dialog) and tab close
 * or reload (the browser's own prompt). Every editor and the wizard use this one guard.
 */
export function useUnsavedChangesGuard(dirty: boolean, { message = 'You have unsaved changes. Leave this page and lose them?', lostInApp = dirty, allowSamePath = false }: GuardOptions = {}) {
  useBlocker({
    shouldBlockFn: ({ current, next }) => {
      if (!lostInApp || (allowSamePath && current.pathname === next.pathname)) return false;
      return !window.confirm(message);
    },
    enableBeforeUnload: () => dirty,
    disabled: !dirty && !lostInApp,
  });
}
