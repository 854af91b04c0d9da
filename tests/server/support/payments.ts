import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { IngestPaymentInput } from '@shared/api';
import { PAYMENT_CHANNEL, PAYMENT_INGEST_KEY_HEADER, PAYMENT_METHOD } from '@shared/constants';
import { services, shops } from '../../../src-server/platform/db/schema';
import { demoIngestKey } from '../../../src-server/modules/payments/demo';
import { rawRows } from '../../../src-server/platform/db/raw-select';
import { rollupMismatches } from '../../../src-server/modules/payments/rollup-audit';
import type { ApiResponse, TestApi } from './harness';

/** The shop code of a demo shop by its name. */
export async function shopCodeByName(api: TestApi, name: string): Promise<string> {
  const [row] = await api.db.select({ code: shops.shopCode }).from(shops).where(eq(shops.name, name));
  if (!row?.code) throw new Error(`no shop ${name}`);
  return row.code;
}

let sequence = 0;

/** An in-store card payment at `shopCode` paid `minutesAgo` before the test clock's now. */
export function inStorePayment(
  api: TestApi,
  shopCode: string,
  overrides: Partial<IngestPaymentInput> = {},
  minutesAgo = 5,
): IngestPaymentInput {
  sequence += 1;
  return {
    transactionId: `TEST-${Date.now().toString(36)}-${sequence}`,
    shopCode,
    channel: PAYMENT_CHANNEL.IN_STORE,
    paymentMethod: PAYMENT_METHOD.CREDIT_CARD,
    paymentCount: 1,
    itemName: 'ブレンドコーヒー',
    amount: 480,
    paidAt: new Date(api.clock().getTime() - minutesAgo * 60_000).toISOString(),
    ...overrides,
  };
}

/** Posts payments to a service's ingest endpoint with its demo key (or the key given). */
export function ingest(
  api: TestApi,
  payments: unknown[],
  { subdomain = 'demo', key = demoIngestKey(subdomain) }: { subdomain?: string; key?: string | null } = {},
): Promise<ApiResponse> {
  return api.request('POST', `/${subdomain}/payments/ingest`, {
    headers: key === null ? {} : { [PAYMENT_INGEST_KEY_HEADER]: key },
    body: { payments },
  });
}

/** Rows of a query, as the driver answers them. */
export function rowsOf<Row>(api: TestApi, query: SQL): Promise<Row[]> {
  return rawRows<Row>(api.db, query);
}

/** The rollups match the GROUP BY over the payments, row for row. */
export async function expectRollupsExact(api: TestApi): Promise<void> {
  expect(await rollupMismatches(api.db)).toEqual({
    dailyShop: 0,
    monthlyShop: 0,
    dailyService: 0,
    journalDaily: 0,
    journalEarly: 0,
  });
}

/** Sales (count, amount) of the service's payments by a GROUP BY over the raw rows, under a condition. */
export async function rawSales(
  api: TestApi,
  subdomain: string,
  condition = sql`true`,
): Promise<{ salesCount: number; salesAmount: number; cancelledCount: number; cancelledAmount: number }> {
  const [service] = await api.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.subdomain, subdomain));
  const [row] = await rawRows<Record<string, string>>(
    api.db,
    sql`select count(*) filter (where status = 1) as sales_count,
      coalesce(sum(amount) filter (where status = 1), 0) as sales_amount,
      count(*) filter (where status = 2) as cancelled_count,
      coalesce(sum(amount) filter (where status = 2), 0) as cancelled_amount
      from payments where ${and(sql`service_id = ${service?.id ?? 0}`, condition)}`,
  );
  return {
    salesCount: Number(row?.sales_count),
    salesAmount: Number(row?.sales_amount),
    cancelledCount: Number(row?.cancelled_count),
    cancelledAmount: Number(row?.cancelled_amount),
  };
}
