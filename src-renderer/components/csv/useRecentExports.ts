import { useQuery } from '@tanstack/react-query';
import { toInstant } from '@shared/datetime';
import type { RecentExport } from '@shared/ipc';
import { call } from '../../bridge/call';

export const RECENT_EXPORTS_KEY = ['exports.recent'] as const;

function savedTime(entry: RecentExport): number {
  return toInstant(entry.savedAt)?.getTime() ?? 0;
}

/** Newest first, whatever order main keeps them in (it keeps the newest on top). */
function newestFirst(entries: RecentExport[]): RecentExport[] {
  return [...entries].sort((a, b) => savedTime(b) - savedTime(a));
}

/**
 * The export files the logged-in user saved (main remembers them per user). Read again each
 * time the list is shown, and after every save (useRecentExportsRefresh).
 */
export function useRecentExports() {
  return useQuery({
    queryKey: RECENT_EXPORTS_KEY,
    queryFn: () => call('exports.recent', undefined),
    select: newestFirst,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
