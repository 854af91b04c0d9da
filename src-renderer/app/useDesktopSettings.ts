import { useChannelQuery } from '../bridge/channelQuery';

/** The settings in force on this machine (read by main once at start-up, so never stale). */
export function useDesktopSettings(enabled: boolean) {
  return useChannelQuery('desktop.settings', undefined, { staleTime: Infinity, enabled });
}
