import { useRef } from 'react';

/**
 * Wraps a save so that a call made while the previous one is still running is dropped. Disabling
 * the button while the mutation is pending is not enough: both clicks of a double-click land before
 * React re-renders it disabled, and each would send the change. The editors' Save and the wizard's
 * Register use it; a confirmation dialog (DestructiveConfirm) sends once per opening by itself.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<void> | void): (...args: A) => Promise<void> {
  const running = useRef(false);
  return async (...args: A) => {
    if (running.current) return;
    running.current = true;
    try {
      await action(...args);
    } finally {
      running.current = false;
    }
  };
}
