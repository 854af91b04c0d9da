import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ja } from '@shared/messages';
import { QueryContent } from '../../components/QueryContent';
import { AccountingPageHeader } from './AccountingPageHeader';
import { JournalExportForm } from './JournalExportForm';
import { useAccountingSettings } from './useAccountingSettings';

const labels = ja.accounting.exportPage;
/**
 * `/service/{subdomain}/accounting/export` (会計ソフト連携, head office): the sales of a month or
 * any period as a journal file for 弥生会計, freee or マネーフォワード, through the export job
 * and the save dialog; what it will book can be checked first.
 */
export default function AccountingExportPage() {
  const { subdomain = '' } = useParams();
  const settings = useAccountingSettings(subdomain);
  return (
    <Stack gap="lg">
      <AccountingPageHeader subdomain={subdomain} sibling="accountingSettings" label={labels.settingsLink} />
      <QueryContent query={settings}>
        {(loaded) => <JournalExportForm subdomain={subdomain} settings={loaded.data} />}
      </QueryContent>
    </Stack>
  );
}
