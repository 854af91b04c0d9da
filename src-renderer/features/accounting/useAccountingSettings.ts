import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountingSettings } from '@shared/api';
import { call } from '../../bridge/call';

const settingsKey = (subdomain: string) => ['accounting.settings', subdomain] as const;

/** GET /{subdomain}/accounting/settings: the company's names for its journals (defaults until saved). */
export function useAccountingSettings(subdomain: string) {
  return useQuery({
    queryKey: settingsKey(subdomain),
    queryFn: () => call('accounting.settings', { subdomain }),
  });
}

/** After a save: the saved settings replace the loaded ones, and the journal summaries are asked again. */
export function useAccountingSettingsSaved(subdomain: string) {
  const queryClient = useQueryClient();
  return async (settings: AccountingSettings) => {
    queryClient.setQueryData(settingsKey(subdomain), { data: settings });
    await queryClient.invalidateQueries({ queryKey: ['accounting.journalSummary', subdomain] });
  };
}
