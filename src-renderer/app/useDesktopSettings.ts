import { useQuery } from '@tanstack/react-query';
import type { DesktopSettingsView } from '@shared/ipc';
import { call } from '../bridge/call';

/** The settings in force on this machine (read by main once at start-up, so never stale). */
export function useDesktopSettings(enabled: boolean) {
  return useQuery<DesktopSettingsView>({
    queryKey: ['desktop', 'settings'],
    queryFn: () => call('desktop.settings', undefined),
    staleTime: Infinity,
    enabled,
  });
}
