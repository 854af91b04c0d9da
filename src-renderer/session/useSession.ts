import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/api';
import { call } from '../bridge/call';

export const SESSION_QUERY_KEY = ['session'] as const;

/** The logged-in user as main knows it; `null` when nobody is logged in. */
export function useSession() {
  return useQuery<CurrentUser | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => call('session.current', undefined),
    staleTime: Infinity,
  });
}
