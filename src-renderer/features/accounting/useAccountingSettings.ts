import { useChannelQuery } from '../../bridge/channelQuery';

/** GET /{subdomain}/accounting/settings: the company's names for its journals (defaults until saved). */
export function useAccountingSettings(subdomain: string) {
  return useChannelQuery('accounting.settings', { subdomain });
}
