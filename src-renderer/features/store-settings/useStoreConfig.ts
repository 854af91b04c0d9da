import { useQueryClient } from '@tanstack/react-query';
import type { StoreConfig } from '@shared/api';
import { channelKey, useChannelQuery } from '../../bridge/channelQuery';
import type { SettingsShop } from './settingsShop';

/** GET /{subdomain}/stores/{id}/config: every setting of one shop. */
export function useStoreConfig(shop: SettingsShop) {
  return useChannelQuery('storeSettings.get', shop);
}

/** Puts a write's answer (the saved settings) in place of the loaded ones. */
export function useStoreConfigUpdater(shop: SettingsShop) {
  const queryClient = useQueryClient();
  return (config: StoreConfig) =>
    queryClient.setQueryData(channelKey('storeSettings.get', shop), { data: config });
}
