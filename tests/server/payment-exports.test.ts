import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportRequestResponseSchema,
  exportStatusResponseSchema,
  paymentStatisticsResponseSchema,
} from '@shared/api';
import { EXPORT_STATUS, RIBBON_PAYMENT } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import { addDays, tokyoDay } from '@shared/datetime';
import { decodeCp932 } from '@shared/encoding';
import { formatDateTime } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { loginDemoAccounts } from './support/accounts';
import type { DemoTokens } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';
import { getFile } from './support/jobs';
import { ingest, inStorePayment, rowsOf, shopCodeByName } from './support/payments';

const PAYMENT_HEADER = [
  '決済ID',
  '取引ID',
  '決済日時',
  '店舗コード',
  '店舗',
  '顧客ID',
  '顧客名',
  '商品',
  '金額',
  '支払方法',
  '支払回数',
  '区分',
  'ステータス',
  '売上種別',
  'EC決済ステータス',
  '受信日時',
];
const SUMMARY_HEADER = [
  '期間',
  '期間開始日',
  '店舗コード',
  '店舗名',
  '決済件数',
  '売上金額',
  '取消件数',
  '取消金額',
];

describe.each(DATABASE_TARGETS)('payment CSV exports on $name', (target) => {
  let api: TestApi;
  let tokens: DemoTokens;
  let today: string;

  beforeAll(async () => {
    // Small pages and chunks, so that an export takes many of each on PGlite.
    api = await startTestApi(target, {
      demoPayments: true,
      jobs: { worker: false, settings: { exportBatchRows: 40, fileChunkBytes: 4000 } },
    });
    tokens = await loginDemoAccounts(api);
    today = tokyoDay(api.clock()) ?? '';
  });
  afterAll(() => api?.close());

  async function runExport(token: string, path: string) {
    const response = await api.request('GET', path, { token });
    expect(response.status).toBe(202);
    const id = exportRequestResponseSchema.parse(response.body).data.id;
    await api.app.jobWorker.drain();
    const status = await api.request('GET', `/export/status/${id}`, { token });
    return exportStatusResponseSchema.parse(status.body).data;
  }

  async function records(token: string, path: string): Promise<string[][]> {
    const done = await runExport(token, path);
    expect(done).toMatchObject({ status: EXPORT_STATUS.SUCCESS, error: null });
    const file = await getFile(api, done.url ?? '', token);
    expect(file.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    return parseCsv(decodeCp932(file.raw));
  }

  it('exports 0002: the payment history under its filters, in CP932, formulas escaped', async () => {
    const shibuya = await shopCodeByName(api, 'ひだまり珈琲 渋谷道玄坂店');
    const tricky = inStorePayment(api, shibuya, {
      itemName: '=HYPERLINK("x")〜特製ブレンド',
      paymentCount: RIBBON_PAYMENT,
      amount: 3300,
    });
    expect((await ingest(api, [tricky])).status).toBe(201);
    const from = addDays(today, -20);
    const [csvHeader, ...rows] = await records(
      tokens.client,
      `/demo/exports/0002?from=${from}&to=${today}&shopId=`,
    );
    expect(csvHeader).toEqual(PAYMENT_HEADER);
    const expected = await rowsOf<{ id: string; paid_at: Date }>(
      api,
      sql`select id::text, paid_at from payments where service_id = (select id from services where subdomain = 'demo')
        and paid_at >= ${new Date(`${from}T00:00:00+09:00`).toISOString()}::timestamptz order by id`,
    );
    expect(rows.map((row) => row[0])).toEqual(expected.map((row) => row.id));
    expect(rows[0]?.[2]).toBe(formatDateTime(expected[0]?.paid_at));
    const trickyRow = rows.find((row) => row[1] === tricky.transactionId);
    expect(trickyRow).toEqual([
      expect.any(String),
      tricky.transactionId,
      formatDateTime(tricky.paidAt),
      shibuya,
      'ひだまり珈琲 渋谷道玄坂店',
      '',
      '',
      // The JIS wave dash is written as CP932's full-width tilde, which reads back as ～.
      '\'=HYPERLINK("x")～特製ブレンド',
      '3300',
      ja.enums.paymentMethod[1],
      ja.paymentCount.revolving,
      ja.enums.paymentChannel[1],
      ja.enums.paymentStatus[1],
      '',
      '',
      expect.any(String),
    ]);
  });

  it("exports a store user's own shop only", async () => {
    const rows = (await records(tokens.store, `/demo/exports/0002?from=${addDays(today, -60)}`)).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(['ひだまり珈琲 渋谷道玄坂店']));
  });

  it('refuses at the request an export whose filter the list would refuse or that lacks one, naming the filter', async () => {
    const invalid = await api.request('GET', '/demo/exports/0002?from=2025-02-30', { token: tokens.client });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({
      message: formatMessage(ja.server.exportFilterInvalid, { name: ja.server.fields.from }),
    });
    const missing = await api.request('GET', '/demo/exports/0004?interval=monthly', { token: tokens.client });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      message: formatMessage(ja.server.exportFilterRequired, { name: ja.server.fields.from }),
    });
  });

  it('refuses the exports to a client whose policies hide the screen', async () => {
    const analyst = await api.login('analyst@demo.example');
    expect((await api.request('GET', '/demo/exports/0002', { token: analyst })).status).toBe(403);
    expect((await api.request('GET', '/sample/exports/0004', { token: tokens.sampleClient })).status).toBe(
      403,
    );
  });

  it('exports 0004: the summary by period and shop, adding up to the statistics', async () => {
    const from = addDays(today, -100);
    const [csvHeader, ...rows] = await records(
      tokens.client,
      `/demo/exports/0004?from=${from}&to=${today}&interval=monthly`,
    );
    expect(csvHeader).toEqual(SUMMARY_HEADER);
    const statistics = paymentStatisticsResponseSchema.parse(
      (
        await api.request(
          'GET',
          `/demo/services/payments-statistical?from=${from}&to=${today}&interval=monthly`,
          {
            token: tokens.client,
          },
        )
      ).body,
    );
    for (const period of statistics.countData.periods) {
      const label = period.start.slice(0, 7).replace('-', '/');
      const ofPeriod = rows.filter((row) => row[0] === label);
      expect(ofPeriod.every((row) => row[1] === period.start.replaceAll('-', '/'))).toBe(true);
      const sum = (column: number) => ofPeriod.reduce((total, row) => total + Number(row[column]), 0);
      expect([sum(4), sum(5), sum(6), sum(7)], label).toEqual([
        period.salesCount,
        period.salesAmount,
        period.cancelledCount,
        period.cancelledAmount,
      ]);
    }

    const weekly = (
      await records(tokens.client, `/demo/exports/0004?from=2025-01-08&to=2025-01-20&interval=weekly`)
    ).slice(1);
    expect([...new Set(weekly.map((row) => row[0]))]).toEqual(
      ['2025/01/08〜2025/01/12', '2025/01/13〜2025/01/19', '2025/01/20〜2025/01/20'].filter((label) =>
        weekly.some((row) => row[0] === label),
      ),
    );
  });
});
