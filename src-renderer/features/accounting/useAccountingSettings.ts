import { useQueryClient } from '@tanstack/react-query';
import type { AccountingSettings } from '@shared/api';
import { channelKey, invalidateChannels, useChannelQuery } from '../../bridge/channelQuery';

/** GET /{subdomain}/accounting/settings: the company's names for its journals (defaults until saved). */
export function useAccountingSettings(subdomain: string) {
  return useChannelQuery('accounting.settings', { subdomain });
}

/** After a save: the saved settings replace the loaded ones, and the journal summaries are asked again. */
export function useAccountingSettingsSaved(subdomain: string) {
  const queryClient = useQueryClient();
  return async (settings: AccountingSettings) => {
    queryClient.setQueryData(channelKey('accounting.settings', { subdomain }), { data: settings });
    await invalidateChannels(queryClient, ['accounting.journalSummary']);
  };
}
