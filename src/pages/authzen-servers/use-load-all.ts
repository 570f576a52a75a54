import { useCallback, useEffect, useRef, useState } from 'react';
import { listAllAuthzenServers, type AuthzenServer } from '../../api/authzen-servers';

export interface LoadAllState {
  servers: AuthzenServer[];
  pages: number;
  /** Token of the next page still to load; '' once everything is loaded. */
  nextToken: string;
  status: 'loading' | 'done' | 'stopped' | 'error';
  error: unknown;
}

const initial: LoadAllState = { servers: [], pages: 0, nextToken: '', status: 'loading', error: null };

/**
 * Loads every page of an app's AuthZEN servers in sequence with progress; stop aborts the
 * request in flight, resume continues from the next page token. A plain loop rather than an
 * infinite query: the loop's progress, stop and resume are explicit and nothing else drives it.
 */
export function useLoadAllAuthzenServers(appId: string) {
  const [state, setState] = useState<LoadAllState>(initial);
  const controller = useRef<AbortController | null>(null);

  // Starts the loop; state updates happen only in its callbacks (never synchronously here).
  const start = useCallback(
    (fromToken: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      listAllAuthzenServers(
        appId,
        (page) => setState((previous) => ({ ...previous, servers: [...previous.servers, ...page.list], pages: previous.pages + 1, nextToken: page.nextPageToken })),
        { fromToken, signal: current.signal },
      ).then(
        () => !current.signal.aborted && setState((previous) => ({ ...previous, status: 'done' })),
        (error: unknown) => !current.signal.aborted && setState((previous) => ({ ...previous, status: 'error', error })),
      );
    },
    [appId],
  );

  // The component is keyed by app id, so the initial state belongs to this app.
  useEffect(() => {
    start('');
    return () => controller.current?.abort();
  }, [start]);

  const run = (fromToken: string, reset: boolean) => {
    setState((previous) => (reset ? initial : { ...previous, status: 'loading', error: null }));
    start(fromToken);
  };

  return {
    state,
    stop: () => {
      controller.current?.abort();
      setState((previous) => ({ ...previous, status: previous.status === 'loading' ? 'stopped' : previous.status }));
    },
    resume: () => run(state.nextToken, false),
    restart: () => run('', true),
  };
}
