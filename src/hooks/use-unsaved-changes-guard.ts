import { useBlocker } from '@tanstack/react-router';

/**
 * Asks before leaving a page with unsaved input: router navigation (confirm dialog) and tab close
 * or reload (the browser's own prompt). Every editor and the wizard use this one guard.
 */
export function useUnsavedChangesGuard(dirty: boolean, message = 'You have unsaved changes. Leave this page and lose them?') {
  useBlocker({
    shouldBlockFn: () => !window.confirm(message),
    enableBeforeUnload: () => dirty,
    disabled: !dirty,
  });
}
