import { and, eq, ilike, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ContractItem } from '@shared/api';
import type { InterestType } from '@shared/constants';
import type { Database } from '../../platform/db/client';
import { contracts, estimateProducts } from './schema';
import type { PageRequest } from '../../platform/http/pagination';
import { apiTimestamps } from '../../platform/http/time';
import { countRows, listRead } from '../../platform/db/list-read';
import { eqWhenGiven, likePattern } from '../../platform/db/list-helpers';
import type { SortRequest } from '../../platform/db/list-helpers';
import { qualified } from '../../platform/db/qualified';
import { ofShop, shopRow } from '../../platform/db/shop-rows';

export interface ContractFilter extends SortRequest {
  keyword?: string | undefined;
  condition?: string | undefined;
  interestType?: number | undefined;
}

/** The contracts of one shop under the list's filters (the list and CSV export 0007). */
export function contractConditions(
  where: { serviceId: number; shopId: number },
  filter: Omit<ContractFilter, keyof SortRequest>,
): SQL | undefined {
  return and(
    ofShop(contracts, where),
    filter.keyword ? ilike(contracts.contractNumber, likePattern(filter.keyword)) : undefined,
    filter.condition ? eq(contracts.condition, filter.condition) : undefined,
    eqWhenGiven(contracts.interestType, filter.interestType),
  );
}

const productCount = sql<number>`(select count(*)::int from ${estimateProducts} where ${estimateProducts.contractId} = ${qualified(contracts.id)})`;

const columns = {
  id: contracts.id,
  shopId: contracts.shopId,
  contractNumber: contracts.contractNumber,
  condition: contracts.condition,
  interestType: contracts.interestType,
  amountPayment: contracts.amountPayment,
  interestRate: contracts.interestRate,
  productCount,
  registDate: contracts.registDate,
  updatedAt: contracts.updatedAt,
};

const sortable = {
  registDate: contracts.registDate,
  updatedAt: contracts.updatedAt,
  contractNumber: contracts.contractNumber,
  interestRate: contracts.interestRate,
  amountPayment: contracts.amountPayment,
};

type Row = { [K in keyof typeof columns]: unknown } & {
  registDate: Date;
  updatedAt: Date;
  interestType: number;
  interestRate: number | string;
};

function toItem(row: Row): ContractItem {
  return {
    ...(row as unknown as ContractItem),
    interestType: row.interestType as InterestType,
    interestRate: Number(row.interestRate),
    productCount: Number(row.productCount),
    ...apiTimestamps(row),
  };
}

const contractList = listRead({
  rows: (db, where) => db.select(columns).from(contracts).where(where).$dynamic(),
  count: countRows(contracts),
  sortable,
  order: [contracts.registDate, contracts.id],
  item: toItem,
});

export function listContracts(
  db: Database,
  where: SQL | undefined,
  filter: SortRequest,
  page: PageRequest | null,
) {
  return contractList.page(db, where, filter, page);
}

export async function findContract(
  db: Database,
  where: { serviceId: number; shopId: number },
  id: number,
): Promise<ContractItem | null> {
  const [row] = await db
    .select(columns)
    .from(contracts)
    .where(shopRow(contracts, where, id))
    .limit(1);
  return row ? toItem(row) : null;
}
