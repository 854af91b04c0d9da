import type { AccountingTarget } from '@shared/constants';
import { useChannelQuery } from '../../bridge/channelQuery';
import type { JournalQuery } from './journalPeriod';

/**
 * What the journal of a period will hold (GET /{subdomain}/accounting/journal-summary), asked
 * only once the user checks it (`query` null until then): it writes the whole journal to count it.
 */
export function useJournalSummary(subdomain: string, target: AccountingTarget, query: JournalQuery | null) {
  return useChannelQuery(
    'accounting.journalSummary',
    { subdomain, target, ...(query as JournalQuery) },
    { enabled: query !== null },
  );
}
