import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * Whether a navigation is still under way (spec section 2, "The loading indicator turns on"):
 * from the moment the router starts one (a screen's code loading) until the screen it led to has
 * its data, i.e. the router is idle and no query is fetching. The check waits for the next task
 * after the location changes, so the new screen's queries have started by then.
 */
export function useNavigationBusy(): boolean {
  const navigation = useNavigation();
  const { key } = useLocation();
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  const [arrivedAt, setArrivedAt] = useState<string | null>(key);
  const routerBusy = navigation.state !== 'idle';

  useEffect(() => {
    if (routerBusy || fetching > 0 || arrivedAt === null) return;
    // Read again when the task comes: a query the new screen started meanwhile keeps it busy (its
    // count reaches this hook a task later, and brings the check back once it is done).
    const done = setTimeout(() => {
      if (queryClient.isFetching() === 0) setArrivedAt(null);
    }, 0);
    return () => clearTimeout(done);
  }, [routerBusy, fetching, arrivedAt, queryClient]);

  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    // Adjusting state while rendering: a new location starts a new wait at once.
    setSeenKey(key);
    setArrivedAt(key);
  }
  return routerBusy || arrivedAt !== null;
}
