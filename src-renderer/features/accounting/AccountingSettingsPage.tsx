import { Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ja } from '@shared/messages';
import { QueryContent } from '../../components/QueryContent';
import { AccountingPageHeader } from './AccountingPageHeader';
import { AccountingSettingsForm } from './AccountingSettingsForm';
import { useAccountingSettings } from './useAccountingSettings';

const labels = ja.accounting.settingsPage;

/** `/service/{subdomain}/accounting/settings` (会計連携設定, head office): the company's names for its journals. */
export default function AccountingSettingsPage() {
  const { subdomain = '' } = useParams();
  const settings = useAccountingSettings(subdomain);
  return (
    <Stack gap="lg">
      <AccountingPageHeader subdomain={subdomain} sibling="accountingExport" label={labels.exportLink} />
      <Text size="sm">{labels.lead}</Text>
      <QueryContent query={settings}>
        {({ data: loaded }) => (
          <AccountingSettingsForm
            key={loaded.updatedAt ?? 'defaults'}
            subdomain={subdomain}
            settings={loaded}
            onReload={() => void settings.refetch()}
          />
        )}
      </QueryContent>
    </Stack>
  );
}
