import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PaymentDetail, PaymentListItem } from '@shared/api';
import { PAYMENT_CHANNEL } from '@shared/constants';
import type {
  EcPaymentStatus,
  EcSalesType,
  PaymentChannel,
  PaymentMethod,
  PaymentStatus,
} from '@shared/constants';
import { addDays, startOfTokyoDay } from '@shared/datetime';
import { inReach } from '../../platform/auth/reach';
import type { Reach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { groups, shops } from '../../platform/db/schema';
import { customers } from '../customers';
import { payments } from './schema';
import { cappedCount } from '../../platform/db/planner-estimate';
import type { PageRequest } from '../../platform/http/pagination';
import { pageOffset } from '../../platform/http/pagination';
import { apiTime } from '../../platform/http/time';
import { eqWhenGiven, orderByWhitelist } from '../../platform/db/list-helpers';
import type { SortRequest } from '../../platform/db/list-helpers';
import { paymentCount, paymentCountQuery } from './rollups';

/** The filters of the payment and EC histories (their CSV export applies the same ones). */
export interface PaymentFilterValues {
  from?: string | undefined;
  to?: string | undefined;
  shopId?: number | undefined;
  amountMin?: number | undefined;
  amountMax?: number | undefined;
  status?: PaymentStatus | undefined;
  ecStatus?: EcPaymentStatus | undefined;
}

/** The payments a list looks at: the service's, as far as the caller reaches, all or EC only. */
export interface PaymentScope extends Reach {
  ecOnly: boolean;
}

/** The history's conditions: the list, its count and CSV export 0002. */
export function paymentConditions(scope: PaymentScope, filter: PaymentFilterValues): SQL | undefined {
  const fromInstant = filter.from === undefined ? null : startOfTokyoDay(filter.from);
  const beforeInstant = filter.to === undefined ? null : startOfTokyoDay(addDays(filter.to, 1));
  return and(
    inReach(scope, { serviceId: payments.serviceId, shopId: payments.shopId }),
    scope.ecOnly ? eq(payments.channel, PAYMENT_CHANNEL.EC) : undefined,
    fromInstant ? gte(payments.paidAt, fromInstant) : undefined,
    beforeInstant ? lt(payments.paidAt, beforeInstant) : undefined,
    eqWhenGiven(payments.shopId, filter.shopId),
    eqWhenGiven(payments.status, filter.status),
    eqWhenGiven(payments.ecStatus, filter.ecStatus),
    filter.amountMin === undefined ? undefined : gte(payments.amount, filter.amountMin),
    filter.amountMax === undefined ? undefined : lte(payments.amount, filter.amountMax),
  );
}

/** `registDate` (every list's default sort) means the time of payment here. Both are never null. */
const SORTABLE = { paidAt: payments.paidAt, amount: payments.amount };

const customerName = sql<string | null>`case when ${customers.id} is null then null
  else ${customers.nameSei} || ' ' || ${customers.nameMei} end`;

const LIST_COLUMNS = {
  id: payments.id,
  transactionId: payments.transactionId,
  paidAt: payments.paidAt,
  shopId: payments.shopId,
  shopCode: shops.shopCode,
  storeName: shops.name,
  customerId: payments.customerId,
  customerName,
  itemName: payments.itemName,
  amount: payments.amount,
  paymentMethod: payments.paymentMethod,
  paymentCount: payments.paymentCount,
  channel: payments.channel,
  status: payments.status,
  ecSalesType: payments.ecSalesType,
  ecStatus: payments.ecStatus,
  registDate: payments.registDate,
};

function listQuery<Extra extends Record<string, SQL>>(db: Database, where: SQL | undefined, extra: Extra) {
  return db
    .select({ ...LIST_COLUMNS, ...extra })
    .from(payments)
    .innerJoin(shops, eq(shops.id, payments.shopId))
    .leftJoin(customers, eq(customers.id, payments.customerId))
    .where(where)
    .$dynamic();
}

type ListRow = Awaited<ReturnType<typeof listQuery<Record<never, SQL>>>>[number];

function toListItem(row: ListRow): PaymentListItem {
  return {
    ...row,
    paidAt: apiTime(row.paidAt),
    registDate: apiTime(row.registDate),
    paymentMethod: row.paymentMethod as PaymentMethod,
    channel: row.channel as PaymentChannel,
    status: row.status as PaymentStatus,
    ecSalesType: row.ecSalesType as EcSalesType | null,
    ecStatus: row.ecStatus as EcPaymentStatus | null,
  };
}

export interface PaymentPage {
  items: PaymentListItem[];
  total: number;
  /** The total is the planner's estimate (see countPayments). */
  estimated: boolean;
}

export async function listPaymentsPage(
  db: Database,
  scope: PaymentScope,
  filter: PaymentFilterValues & SortRequest,
  page: PageRequest & { exactCountLimit: number },
): Promise<PaymentPage> {
  const where = paymentConditions(scope, filter);
  const pageOf = <Extra extends Record<string, SQL>>(extra: Extra) =>
    listQuery(db, where, extra)
      .orderBy(...orderByWhitelist(SORTABLE, payments.paidAt, payments.id, filter))
      .limit(page.limit)
      .offset(pageOffset(page));
  const rollupTotal = rollupCount(scope, filter);
  if (rollupTotal) {
    // The rollups' total rides along with the page: one statement, one round trip.
    const rows = await pageOf({ rollupTotal: sql<string>`${rollupTotal}` });
    const total = rows[0]
      ? Number(rows[0].rollupTotal)
      : await paymentCount(db, ...rollupCountArgs(scope, filter));
    return { items: rows.map(({ rollupTotal: _total, ...row }) => toListItem(row)), total, estimated: false };
  }
  const [rows, counted] = await Promise.all([pageOf({}), countPayments(db, where, page.exactCountLimit)]);
  return { items: rows.map(toListItem), ...counted };
}

/**
 * The total of a history without counting the whole period: the rollups answer it exactly when
 * they hold every filter (period, shop, status; not amounts, not EC alone).
 */
function rollupCountArgs(scope: PaymentScope, filter: PaymentFilterValues) {
  const sales = { serviceId: scope.serviceId, caller: scope.caller, shopId: filter.shopId };
  return [sales, filter, filter.status] as const;
}

function rollupCount(scope: PaymentScope, filter: PaymentFilterValues): SQL | null {
  const rollupsAnswer = !scope.ecOnly && filter.amountMin === undefined && filter.amountMax === undefined;
  return rollupsAnswer ? paymentCountQuery(...rollupCountArgs(scope, filter)) : null;
}

/**
 * The total of a history the rollups cannot answer: the rows are counted up to `exactLimit`
 * (the server's paymentExactCountLimit), and past that the planner's estimate stands in,
 * marked as one.
 */
function countPayments(
  db: Database,
  where: SQL | undefined,
  exactLimit: number,
): Promise<{ total: number; estimated: boolean }> {
  return cappedCount(db, payments, where, exactLimit);
}

/** One payment of the scope with its shop and customer, or null (its 変更履歴 is the audit trail's). */
export async function findPaymentDetail(
  db: Database,
  scope: PaymentScope,
  paymentId: number,
): Promise<PaymentDetail | null> {
  const [row] = await db
    .select({
      ...LIST_COLUMNS,
      groupName: groups.name,
      customerPhone: customers.mobilePhone,
      ecAuthorizedAmount: payments.ecAuthorizedAmount,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .innerJoin(shops, eq(shops.id, payments.shopId))
    .leftJoin(groups, eq(groups.id, shops.groupId))
    .leftJoin(customers, eq(customers.id, payments.customerId))
    .where(and(eq(payments.id, paymentId), paymentConditions(scope, {})))
    .limit(1);
  if (!row) return null;
  const { groupName, customerPhone, ecAuthorizedAmount, updatedAt, ...item } = row;
  return {
    ...toListItem(item),
    groupName,
    customerPhone,
    ecAuthorizedAmount,
    updatedAt: apiTime(updatedAt),
  };
}
