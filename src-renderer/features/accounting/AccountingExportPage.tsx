import { Button, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { QueryContent } from '../../components/QueryContent';
import { JournalExportForm } from './JournalExportForm';
import { useAccountingSettings } from './useAccountingSettings';

const labels = ja.accounting.exportPage;
/**
 * `/service/{subdomain}/accounting/export` (会計ソフト連携, head office): the sales of a month or
 * any period as a journal file for 弥生会計, freee or マネーフォワード, through the export job
 * and the save dialog; what it will book can be checked first.
 */
export default function AccountingExportPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const settings = useAccountingSettings(subdomain);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2}>{route.title}</Title>
        <Button component={Link} to={routePath('accountingSettings', { subdomain })} variant="default">
          {labels.settingsLink}
        </Button>
      </Group>
      <QueryContent query={settings}>
        {(loaded) => <JournalExportForm subdomain={subdomain} settings={loaded.data} />}
      </QueryContent>
    </Stack>
  );
}
