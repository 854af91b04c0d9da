import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CurrentUser } from '@shared/api';
import { prefetchServicesInView } from './serviceInView';

/**
 * Runs `task` once no query of the client is fetching (the screen on show has its answers), so
 * that background calls never queue before what the user waits for. Answers a cancel function.
 */
function whenCallsSettle(queryClient: QueryClient, task: () => void): () => void {
  let done = false;
  const runIfSettled = () => {
    if (done || queryClient.isFetching() > 0) return;
    done = true;
    stop();
    task();
  };
  const stop = queryClient.getQueryCache().subscribe(runIfSettled);
  // The screen's queries start in the effects of the same commit: look once they have.
  const first = window.setTimeout(runIfSettled, 0);
  return () => {
    done = true;
    stop();
    window.clearTimeout(first);
  };
}

/**
 * Once a session is known and the screen on show has its answers, what its service screens need
 * first (prefetchServicesInView). Asked again for a new session object, which asks nothing while
 * the cached answers are fresh.
 */
export function usePrefetchServicesInView(user: CurrentUser | null | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    return whenCallsSettle(queryClient, () => prefetchServicesInView(queryClient, user));
  }, [queryClient, user]);
}
