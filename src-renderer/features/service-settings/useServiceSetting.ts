import { useQueryClient } from '@tanstack/react-query';
import type { ServiceSetting } from '@shared/api';
import { channelKey, invalidateChannels, useChannelQuery } from '../../bridge/channelQuery';
import { serviceInViewQueryKey } from '../../session/serviceInView';

/** GET /services/{subdomain}/setting: every field of the service setting form. */
export function useServiceSetting(subdomain: string) {
  return useChannelQuery('serviceSettings.get', { subdomain });
}

/**
 * After a save: the saved setting replaces the loaded one, and what other screens read of the
 * service (the list, its flags for menus and guards) is read again.
 */
export function useServiceSettingSaved() {
  const queryClient = useQueryClient();
  return async (setting: ServiceSetting) => {
    queryClient.setQueryData(channelKey('serviceSettings.get', { subdomain: setting.subdomain }), {
      data: setting,
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: serviceInViewQueryKey(setting.subdomain) }),
      invalidateChannels(queryClient, ['services.list', 'lookups.services']),
    ]);
  };
}
