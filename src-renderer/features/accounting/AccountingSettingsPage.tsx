import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { QueryContent } from '../../components/QueryContent';
import { AccountingSettingsForm } from './AccountingSettingsForm';
import { useAccountingSettings } from './useAccountingSettings';

const labels = ja.accounting.settingsPage;

/** `/service/{subdomain}/accounting/settings` (会計連携設定, head office): the company's names for its journals. */
export default function AccountingSettingsPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const settings = useAccountingSettings(subdomain);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2}>{route.title}</Title>
        <Button component={Link} to={routePath('accountingExport', { subdomain })} variant="default">
          {labels.exportLink}
        </Button>
      </Group>
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
