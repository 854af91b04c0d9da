import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StoreListItem } from '@shared/api';
import type { Role } from '@shared/constants';
import { ja } from '@shared/messages';
import { useChannelQuery } from '../../bridge/channelQuery';
import { DataTable } from '../../components/list/DataTable';
import type { Column } from '../../components/list/DataTable';
import { ListStatus } from '../../components/list/ListStatus';
import { settingsPagePath } from './settingsShop';
import type { SettingsPage } from './settingsShop';

const shopLabels = ja.forms.shop;

function byShopCode(a: StoreListItem, b: StoreListItem): number {
  return (a.shopCode ?? '').localeCompare(b.shopCode ?? '') || a.id - b.id;
}

/** A group user's choice of the shop to set up: the shops of its group (GET stores, noPaginate). */
export function ShopPicker({ subdomain, page, role }: { subdomain: string; page: SettingsPage; role: Role }) {
  const shops = useChannelQuery('stores.all', { subdomain, noPaginate: true });
  const columns: Column<StoreListItem>[] = [
    { key: 'shopCode', header: shopLabels.shopCode, code: true, render: (shop) => shop.shopCode ?? '' },
    { key: 'storeName', header: shopLabels.storeName, render: (shop) => shop.storeName },
    { key: 'status', header: shopLabels.status, render: (shop) => ja.enums.shopStatus[shop.status] },
    {
      key: 'address',
      header: ja.forms.storeSettings.address,
      render: (shop) => `${shop.prefectureName}${shop.municipalityName}`,
    },
    {
      key: 'open',
      header: '',
      align: 'right',
      render: (shop) => (
        <Anchor component={Link} to={settingsPagePath(page, { subdomain, id: shop.id }, role)} size="sm">
          {ja.storeSettings.openSettings}
        </Anchor>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Text size="sm">{ja.storeSettings.pickShopLead}</Text>
      {shops.isSuccess ? (
        <Paper withBorder p="md">
          <DataTable
            columns={columns}
            rows={[...shops.data.data].sort(byShopCode)}
            sort=""
            order="asc"
            onSort={() => undefined}
            emptyMessage={ja.storeSettings.pickShopEmpty}
            testId="settings-shop-picker"
          />
        </Paper>
      ) : (
        <ListStatus isPending={shops.isPending} error={shops.error} onRetry={() => void shops.refetch()} />
      )}
    </Stack>
  );
}
