import { useQuery } from '@tanstack/react-query';
import { call } from '../../bridge/call';

export const RECENT_EXPORTS_KEY = ['exports.recent'] as const;

/**
 * The export files the logged-in user saved, newest first as main keeps them (per user). Read
 * again each time the list is shown, and after every save (useRecentExportsRefresh).
 */
export function useRecentExports() {
  return useQuery({
    queryKey: RECENT_EXPORTS_KEY,
    queryFn: () => call('exports.recent', undefined),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
