import type { ReactNode } from 'react';
import type { StoreListItem } from '@shared/api';
import { formatPhone } from '@shared/format';
import { ja } from '@shared/messages';
import type { Column } from '../../components/list/DataTable';
import { StoreStatusBadge } from './StoreStatusBadge';
import { registDateColumn } from '../../components/list/registDateColumn';
import { RecordName } from '../../components/list/RecordName';

const labels = ja.stores.columns;

interface StoreColumnOptions {
  /** The edit page of a shop, when the user may edit shops (the name links there). */
  editPath?: (shop: StoreListItem) => string;
  /** The row's 操作 cell. */
  actions?: (shop: StoreListItem) => ReactNode;
}

/** The store list's columns; the group pages show the same without actions. */
export function storeColumns({ editPath, actions }: StoreColumnOptions = {}): Column<StoreListItem>[] {
  const columns: Column<StoreListItem>[] = [
    {
      key: 'shopCode',
      header: labels.shopCode,
      sortField: 'shopCode',
      code: true,
      nowrap: true,
      render: (shop) => shop.shopCode ?? '',
    },
    {
      key: 'storeName',
      header: labels.storeName,
      sortField: 'storeName',
      render: (shop) => <RecordName to={editPath?.(shop)}>{shop.storeName}</RecordName>,
    },
    {
      key: 'status',
      header: labels.status,
      sortField: 'status',
      nowrap: true,
      render: (shop) => <StoreStatusBadge status={shop.status} />,
    },
    { key: 'group', header: labels.group, sortField: 'groupName', render: (shop) => shop.groupName ?? '' },
    {
      key: 'address',
      header: labels.address,
      sortField: 'prefectureId',
      render: (shop) => `${shop.prefectureName}${shop.municipalityName}`,
    },
    {
      key: 'telephone',
      header: labels.telephone,
      code: true,
      nowrap: true,
      render: (shop) => formatPhone(shop.telephone),
    },
    registDateColumn(labels.registDate),
  ];
  if (actions)
    columns.push({ key: 'actions', header: labels.actions, align: 'right', nowrap: true, render: actions });
  return columns;
}
