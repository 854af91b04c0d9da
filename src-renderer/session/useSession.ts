import type { CurrentUser } from '@shared/api';
import { channelKey, useChannelQuery } from '../bridge/channelQuery';

export const SESSION_QUERY_KEY = channelKey('session.current');

/** The logged-in user as main knows it; `null` when nobody is logged in. */
export function useSession() {
  return useChannelQuery<'session.current', CurrentUser | null>('session.current', undefined, {
    staleTime: Infinity,
  });
}
