import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreConfig } from '@shared/api';
import { call } from '../../bridge/call';
import type { SettingsShop } from './settingsShop';

function configKey(shop: SettingsShop) {
  return ['storeSettings.get', shop.subdomain, shop.id] as const;
}

/** GET /{subdomain}/stores/{id}/config: every setting of one shop. */
export function useStoreConfig(shop: SettingsShop) {
  return useQuery({ queryKey: configKey(shop), queryFn: () => call('storeSettings.get', shop) });
}

/** Puts a write's answer (the saved settings) in place of the loaded ones. */
export function useStoreConfigUpdater(shop: SettingsShop) {
  const queryClient = useQueryClient();
  return (config: StoreConfig) => queryClient.setQueryData(configKey(shop), { data: config });
}
