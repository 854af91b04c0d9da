import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { CSV_EXPORT_IDS } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCanAccess } from '../../session/useCanAccess';
import { CsvExportButton, CsvImportButton } from '../../components/csv/CsvButtons';

interface StoreListActionsProps {
  subdomain: string;
  /** The list's current filters and sort, for the export. */
  exportFilters: Record<string, string | number>;
}

/** CSV出力 for everyone on the list; imports and 店舗登録 for the roles that may create and edit shops. */
export function StoreListActions({ subdomain, exportFilters }: StoreListActionsProps) {
  const canAccess = useCanAccess();
  return (
    <Group gap="xs">
      <CsvExportButton subdomain={subdomain} exportId={CSV_EXPORT_IDS.shops} filters={exportFilters} />
      {canAccess('storeCreate') && <CsvImportButton subdomain={subdomain} target="stores" />}
      {canAccess('storeEdit') && (
        <CsvImportButton subdomain={subdomain} target="storesAllowIp" label={ja.stores.importAllowIps} />
      )}
      {canAccess('storeCreate') && (
        <Button component={Link} to={routePath('storeCreate', { subdomain })}>
          {ja.stores.createLink}
        </Button>
      )}
    </Group>
  );
}
