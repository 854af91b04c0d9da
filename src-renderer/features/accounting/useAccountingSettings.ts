import { channelKey, useChannelQuery } from '../../bridge/channelQuery';

export function accountingSettingsKey(subdomain: string) {
  return channelKey('accounting.settings', { subdomain });
}

/** GET /{subdomain}/accounting/settings: the company's names for its journals (defaults until saved). */
export function useAccountingSettings(subdomain: string) {
  return useChannelQuery('accounting.settings', { subdomain });
}
