import type { ReactNode } from 'react';
import type { CouponListItem } from '@shared/api';
import { LIMIT_TYPE } from '@shared/constants';
import { formatDate, formatNumber } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import type { Column } from '../../components/list/DataTable';
import { CouponStateBadge } from './CouponStateBadge';
import { registDateColumn } from '../../components/list/registDateColumn';
import { RecordName } from '../../components/list/RecordName';

const labels = ja.coupons.columns;

interface CouponColumnOptions {
  /** The edit page, when the user may edit (the store's own coupons). */
  editPath?: (coupon: CouponListItem) => string;
  /** Head office and groups see coupons of several shops. */
  withShop: boolean;
  actions?: (coupon: CouponListItem) => ReactNode;
}

/** What is left of a coupon: 「制限なし」 or 「{n}回」. */
export function remainingLabel(coupon: Pick<CouponListItem, 'limitType' | 'remainingUsage'>): string {
  return coupon.limitType === LIMIT_TYPE.NO_LIMIT
    ? ja.coupons.unlimited
    : formatMessage(ja.coupons.remainingCount, { count: formatNumber(coupon.remainingUsage ?? 0) });
}

export function couponColumns({
  editPath,
  withShop,
  actions,
}: CouponColumnOptions): Column<CouponListItem>[] {
  const columns: Column<CouponListItem>[] = [
    {
      key: 'name',
      header: labels.name,
      sortField: 'name',
      render: (coupon) => <RecordName to={editPath?.(coupon)}>{coupon.name}</RecordName>,
    },
    ...(withShop
      ? [
          {
            key: 'shop',
            header: labels.shop,
            sortField: 'shopName',
            render: (coupon: CouponListItem) => coupon.shopName,
          },
        ]
      : []),
    {
      key: 'period',
      header: labels.period,
      sortField: 'startDate',
      nowrap: true,
      render: (coupon) =>
        formatMessage(ja.coupons.period, {
          start: formatDate(coupon.startDate),
          end: formatDate(coupon.endDate),
        }),
    },
    {
      key: 'remaining',
      header: labels.remaining,
      sortField: 'remainingUsage',
      align: 'right',
      nowrap: true,
      render: remainingLabel,
    },
    {
      key: 'used',
      header: labels.used,
      sortField: 'usedCount',
      align: 'right',
      nowrap: true,
      render: (coupon) => formatMessage(ja.coupons.remainingCount, { count: formatNumber(coupon.usedCount) }),
    },
    {
      key: 'state',
      header: labels.state,
      sortField: 'state',
      nowrap: true,
      render: (coupon) => <CouponStateBadge state={coupon.state} />,
    },
    registDateColumn(labels.registDate),
  ];
  if (actions) columns.push({ key: 'actions', header: labels.actions, nowrap: true, render: actions });
  return columns;
}
