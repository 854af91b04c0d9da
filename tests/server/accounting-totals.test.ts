import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalSummaryResponseSchema, paymentStatisticsResponseSchema } from '@shared/api';
import { parseCsv } from '@shared/csv';
import { addDays, tokyoDay } from '@shared/datetime';
import { decodeCp932 } from '@shared/encoding';
import { unzipEntries } from './support/unzip';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { journalFile } from './support/journals';

interface Totals {
  salesAmount: number;
  cancelledAmount: number;
}

/** The journal's totals read back from an exported マネーフォワード file: sales lines less cancellations. */
function totalsOfMoneyForward(bytes: Buffer): Totals {
  const [, ...rows] = parseCsv(decodeCp932(bytes));
  let gross = 0;
  let cancelled = 0;
  for (const row of rows) {
    // The default mapping: a sale debits 売掛金, a cancellation debits 売上高.
    if (row[2] === '売掛金') gross += Number(row[8]);
    else cancelled += Number(row[8]);
  }
  return { salesAmount: gross - cancelled, cancelledAmount: cancelled };
}

/** The same from a freee file (or the zip of its parts): plus lines are sales, minus lines cancellations. */
async function totalsOfFreee(bytes: Buffer, fileName: string): Promise<Totals> {
  const files = fileName.endsWith('.zip') ? (await unzipEntries(bytes)).map((entry) => entry.data) : [bytes];
  let net = 0;
  let cancelled = 0;
  for (const file of files) {
    const [, ...rows] = parseCsv(decodeCp932(file));
    for (const row of rows) {
      const amount = Number(row[8]);
      net += amount;
      if (amount < 0) cancelled -= amount;
    }
  }
  return { salesAmount: net, cancelledAmount: cancelled };
}

describe.each(DATABASE_TARGETS)('journal totals against the summary on $name', (target) => {
  const { api, tokens } = demoApi(target, { demoPayments: true, jobs: { worker: false } });
  let today: string;

  beforeAll(async () => {
    today = tokyoDay(api.clock()) ?? '';
  });

  /** 集計 of the period: the service's total, or the sum of the picked shops' rows. */
  async function summaryTotals(from: string, to: string, shopIds: number[]): Promise<Totals> {
    const response = await api.request(
      'GET',
      `/demo/services/payments-statistical?from=${from}&to=${to}&interval=monthly&limit=200`,
      { token: tokens.client },
    );
    expect(response.status).toBe(200);
    const statistics = paymentStatisticsResponseSchema.parse(response.body);
    if (shopIds.length === 0) {
      const { salesAmount, cancelledAmount } = statistics.countData.total;
      return { salesAmount, cancelledAmount };
    }
    const picked = statistics.data.filter((shop) => shopIds.includes(shop.id));
    expect(picked).toHaveLength(shopIds.length);
    return {
      salesAmount: picked.reduce((sum, shop) => sum + shop.salesAmount, 0),
      cancelledAmount: picked.reduce((sum, shop) => sum + shop.cancelledAmount, 0),
    };
  }

  it('books, to the yen, the sales and cancellations 集計 shows for random periods and shop sets', async () => {
    const listed = await api.request(
      'GET',
      `/demo/services/payments-statistical?from=${addDays(today, -30)}&to=${today}&limit=200`,
      { token: tokens.client },
    );
    const shopIds = paymentStatisticsResponseSchema.parse(listed.body).data.map((shop) => shop.id);
    const cases = fc.record({
      start: fc.integer({ min: 0, max: 390 }),
      days: fc.integer({ min: 1, max: 92 }),
      shops: fc.oneof(fc.constant<number[]>([]), fc.subarray(shopIds, { minLength: 1, maxLength: 6 })),
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ start, days, shops }) => {
        const from = addDays(today, -start);
        const to = addDays(from, days - 1) < today ? addDays(from, days - 1) : today;
        const query = `from=${from}&to=${to}${shops.length > 0 ? `&shopIds=${shops.join(',')}` : ''}`;
        const expected = await summaryTotals(from, to, shops);
        const mf = await journalFile(api, tokens.client, `/demo/exports/0103?${query}`);
        expect(totalsOfMoneyForward(mf.bytes), query).toEqual(expected);
        const freee = await journalFile(api, tokens.client, `/demo/exports/0102?${query}`);
        expect(await totalsOfFreee(freee.bytes, freee.status.fileName ?? ''), query).toEqual(expected);
        const summary = await api.request('GET', `/demo/accounting/journal-summary?${query}&target=yayoi`, {
          token: tokens.client,
        });
        const { total } = journalSummaryResponseSchema.parse(summary.body).data;
        expect({ salesAmount: total.netAmount, cancelledAmount: total.cancelledAmount }, query).toEqual(
          expected,
        );
      }),
      { numRuns: 8, seed: 20250601 },
    );
  });

  it('books a whole year of the demo, 8% and 10% apart, to 集計', async () => {
    const from = addDays(today, -364);
    const mf = await journalFile(api, tokens.client, `/demo/exports/0103?from=${from}&to=${today}`);
    const rows = parseCsv(decodeCp932(mf.bytes)).slice(1);
    expect(totalsOfMoneyForward(mf.bytes)).toEqual(await summaryTotals(from, today, []));
    // The demo's provider sends each payment's part at 8% (beans, gifts): both rates are booked.
    const taxCategories = new Set(rows.map((row) => (row[2] === '売掛金' ? row[14] : row[6])));
    expect([...taxCategories].sort()).toEqual(['課税売上 (軽)8%', '課税売上 10%']);
  });
});
