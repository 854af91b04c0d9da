import { and, eq, ilike } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { EstimateProductItem } from '@shared/api';
import type { InterestType } from '@shared/constants';
import type { Database } from '../../platform/db/client';
import { contracts, estimateProducts } from './schema';
import type { PageRequest } from '../../platform/http/pagination';
import { apiTimestamps } from '../../platform/http/time';
import { countRows, listRead } from '../../platform/db/list-read';
import { eqWhenGiven, likePattern } from '../../platform/db/list-helpers';
import type { SortRequest } from '../../platform/db/list-helpers';
import { ofShop, shopRow } from '../../platform/db/shop-rows';

export interface EstimateProductFilter {
  keyword?: string | undefined;
  contractId?: number | undefined;
}

/** The estimate products of one shop under the list's filters (the list and CSV export 0008). */
export function estimateProductConditions(
  where: { serviceId: number; shopId: number },
  filter: EstimateProductFilter,
): SQL | undefined {
  return and(
    ofShop(estimateProducts, where),
    filter.keyword ? ilike(estimateProducts.title, likePattern(filter.keyword)) : undefined,
    eqWhenGiven(estimateProducts.contractId, filter.contractId),
  );
}

const columns = {
  id: estimateProducts.id,
  shopId: estimateProducts.shopId,
  title: estimateProducts.title,
  amount: estimateProducts.amount,
  imageId: estimateProducts.imageId,
  contractId: estimateProducts.contractId,
  contractNumber: contracts.contractNumber,
  condition: contracts.condition,
  interestType: contracts.interestType,
  amountPayment: contracts.amountPayment,
  interestRate: contracts.interestRate,
  registDate: estimateProducts.registDate,
  updatedAt: estimateProducts.updatedAt,
};

const sortable = {
  registDate: estimateProducts.registDate,
  updatedAt: estimateProducts.updatedAt,
  title: estimateProducts.title,
  amount: estimateProducts.amount,
  contractNumber: contracts.contractNumber,
};

function baseQuery(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(estimateProducts)
    .innerJoin(contracts, eq(contracts.id, estimateProducts.contractId))
    .where(where)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

function toItem(row: Row, mediaUrl: (id: number) => string): EstimateProductItem {
  return {
    id: row.id,
    shopId: row.shopId,
    title: row.title,
    amount: row.amount,
    imageUrl: row.imageId === null ? null : mediaUrl(row.imageId),
    contractId: row.contractId,
    contract: {
      contractNumber: row.contractNumber,
      condition: row.condition,
      interestType: row.interestType as InterestType,
      amountPayment: row.amountPayment,
      interestRate: Number(row.interestRate),
    },
    ...apiTimestamps(row),
  };
}

const estimateProductList = listRead({
  rows: baseQuery,
  count: countRows(estimateProducts),
  sortable,
  order: [estimateProducts.registDate, estimateProducts.id],
  item: toItem,
});

export function listEstimateProductsPage(
  db: Database,
  where: SQL | undefined,
  filter: SortRequest,
  page: PageRequest,
  mediaUrl: (id: number) => string,
) {
  return estimateProductList.page(db, where, filter, page, mediaUrl);
}

export async function findEstimateProduct(
  db: Database,
  where: { serviceId: number; shopId: number },
  id: number,
  mediaUrl: (id: number) => string,
): Promise<EstimateProductItem | null> {
  const [row] = await baseQuery(db, shopRow(estimateProducts, where, id)).limit(1);
  return row ? toItem(row, mediaUrl) : null;
}
