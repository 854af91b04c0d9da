import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceSetting } from '@shared/api';
import { call } from '../../bridge/call';

const settingKey = (subdomain: string) => ['serviceSettings.get', subdomain] as const;

/** GET /services/{subdomain}/setting: every field of the service setting form. */
export function useServiceSetting(subdomain: string) {
  return useQuery({
    queryKey: settingKey(subdomain),
    queryFn: () => call('serviceSettings.get', { subdomain }),
  });
}

/**
 * After a save: the saved setting replaces the loaded one, and what other screens read of the
 * service (the list, its flags for menus and guards) is read again.
 */
export function useServiceSettingSaved() {
  const queryClient = useQueryClient();
  return async (setting: ServiceSetting) => {
    queryClient.setQueryData(settingKey(setting.subdomain), { data: setting });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['services.get', setting.subdomain] }),
      queryClient.invalidateQueries({ queryKey: ['services.list'] }),
      queryClient.invalidateQueries({ queryKey: ['lookups.services'] }),
    ]);
  };
}
