import { useEffect, useState } from 'react';
import { call } from '../bridge/call';

/**
 * Whether main reaches the API now (its own checks, not navigator.onLine); true until told
 * otherwise. Plain state rather than a query: the login form shows it before TanStack Query has
 * loaded (docs/fast-start.md).
 */
export function useApiConnection(): boolean {
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    let told = false;
    const stop = window.bridge.on('desktop.connectionChanged', (state) => {
      told = true;
      setReachable(state.reachable);
    });
    // A change main reports while the first answer is on its way is the newer news.
    call('desktop.connection', undefined).then(
      (state) => {
        if (!told) setReachable(state.reachable);
      },
      () => undefined,
    );
    return () => {
      told = true;
      stop();
    };
  }, []);
  return reachable;
}
