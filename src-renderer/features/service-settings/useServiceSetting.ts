import type { ChannelName } from '@shared/ipc';
import { channelKey, useChannelQuery } from '../../bridge/channelQuery';

export function serviceSettingKey(subdomain: string) {
  return channelKey('serviceSettings.get', { subdomain });
}

/** GET /services/{subdomain}/setting: every field of the service setting form. */
export function useServiceSetting(subdomain: string) {
  return useChannelQuery('serviceSettings.get', { subdomain });
}

/**
 * What a saved service setting changes elsewhere: the service list, the services a head office
 * may open, and the service in view (its flags for menus and guards).
 */
export const SERVICE_WRITE_CHANNELS = [
  'services.list',
  'lookups.services',
  'services.get',
] as const satisfies readonly ChannelName[];
