import type { ShopSales } from '@shared/api';
import { formatNumber, formatYen } from '@shared/format';
import { ja } from '@shared/messages';
import type { Column } from '../../components/list/DataTable';

const columns = ja.summary.columns;

/** The shop table of the summary; the API sorts by salesAmount, salesCount, cancelledAmount or shopCode. */
export const SUMMARY_SHOP_COLUMNS: Column<ShopSales>[] = [
  {
    key: 'shopCode',
    header: columns.shopCode,
    sortField: 'shopCode',
    code: true,
    nowrap: true,
    render: (shop) => shop.shopCode ?? '',
  },
  { key: 'storeName', header: columns.storeName, render: (shop) => shop.storeName },
  {
    key: 'salesCount',
    header: columns.salesCount,
    sortField: 'salesCount',
    align: 'right',
    nowrap: true,
    render: (shop) => formatNumber(shop.salesCount),
  },
  {
    key: 'salesAmount',
    header: columns.salesAmount,
    sortField: 'salesAmount',
    align: 'right',
    nowrap: true,
    render: (shop) => formatYen(shop.salesAmount),
  },
  {
    key: 'cancelledCount',
    header: columns.cancelledCount,
    align: 'right',
    nowrap: true,
    render: (shop) => formatNumber(shop.cancelledCount),
  },
  {
    key: 'cancelledAmount',
    header: columns.cancelledAmount,
    sortField: 'cancelledAmount',
    align: 'right',
    nowrap: true,
    render: (shop) => formatYen(shop.cancelledAmount),
  },
];

/** The list state's default sort (registDate) is the API's default here: sales amount. */
export const SUMMARY_DEFAULT_SORT = 'salesAmount';
