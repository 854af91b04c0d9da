import { channelKey, useChannelQuery } from '../../bridge/channelQuery';

export const RECENT_EXPORTS_KEY = channelKey('exports.recent');

/**
 * The export files the logged-in user saved, newest first as main keeps them (per user). Read
 * again each time the list is shown, and after every save (useRecentExportsRefresh).
 */
export function useRecentExports() {
  return useChannelQuery('exports.recent', undefined, { staleTime: 0, refetchOnMount: 'always' });
}
