import { channelKey, useChannelQuery } from '../../bridge/channelQuery';
import type { SettingsShop } from './settingsShop';

/** The cache key of one shop's settings; a settings write puts its answer there. */
export function storeConfigKey(shop: SettingsShop) {
  return channelKey('storeSettings.get', shop);
}

/** GET /{subdomain}/stores/{id}/config: every setting of one shop. */
export function useStoreConfig(shop: SettingsShop) {
  return useChannelQuery('storeSettings.get', shop);
}
