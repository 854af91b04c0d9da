import { readFile } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalSummaryResponseSchema } from '@shared/api';
import type { IngestPaymentInput } from '@shared/api';
import { YAYOI_ONLINE_MAX_FILE_BYTES, YAYOI_ONLINE_MAX_FILE_LINES } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import { CP932, decodeCp932 } from '@shared/encoding';
import { formatMessage, ja } from '@shared/messages';
import { shops } from '../../src-server/platform/db/schema';
import { payments } from '../../src-server/modules/payments/schema';
import { shopIdByName } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { ingest, shopCodeByName } from './support/payments';
import {
  allowDemoIngest,
  cancelled,
  ecCancelled,
  ecConfirmed,
  journalFile,
  payment,
  saveAccountingSettings,
} from './support/journals';
import { unzipEntries } from './support/unzip';

const FIXTURES = new URL('./fixtures/accounting/', import.meta.url);
const PERIOD = 'from=2025-06-01&to=2025-06-02';

/** A fixture (UTF-8, LF) as the export writes it: in its encoding, with its line ends. */
async function expectedBytes(
  name: string,
  encoding: 'cp932' | 'utf8Bom',
  eol: '\r\n' | '\n',
): Promise<Buffer> {
  const text = (await readFile(new URL(name, FIXTURES), 'utf8')).replaceAll('\n', eol);
  return encoding === 'cp932'
    ? iconv.encode(text, CP932)
    : Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}

const yayoiRows = (bytes: Buffer) => parseCsv(decodeCp932(bytes));

describe.each(DATABASE_TARGETS)('accounting journals on $name', (target) => {
  const { api, tokens } = demoApi(target, { jobs: { worker: false } });
  let shibuya: string;
  let sapporo: string;

  beforeAll(async () => {
    shibuya = await shopCodeByName(api, 'ひだまり珈琲 渋谷道玄坂店');
    sapporo = await shopCodeByName(api, 'ひだまり珈琲 札幌駅前店');
    await allowDemoIngest(api);
    // The fixed data set of fixtures/accounting (its README works the journal out by hand).
    const set = [
      payment(shibuya, '2025-05-31T23:50', 500),
      payment(shibuya, '2025-06-01T03:00', 700),
      payment(shibuya, '2025-06-01T10:15', 1100, { reducedRateAmount: 0 }),
      payment(shibuya, '2025-06-01T11:00', 2160, { reducedRateAmount: 2160 }),
      payment(shibuya, '2025-06-01T12:30', 3300, { reducedRateAmount: 1080 }),
      payment(shibuya, '2025-06-01T13:00', 550, { paymentMethod: 3, reducedRateAmount: 0 }),
      payment(shibuya, '2025-06-01T13:05', 330, { paymentMethod: 3, reducedRateAmount: 0, ...cancelled }),
      payment(shibuya, '2025-06-01T15:00', 5200, { ...ecConfirmed, reducedRateAmount: 5200 }),
      payment(shibuya, '2025-06-01T16:00', 2200, { ...ecCancelled, reducedRateAmount: 0 }),
      payment(shibuya, '2025-06-02T02:30', 1000, { paymentMethod: 4 }),
      payment(sapporo, '2025-06-01T09:00', 770, { paymentMethod: 2 }),
      payment(sapporo, '2025-06-02T08:00', 4400, { reducedRateAmount: 0 }),
      payment(sapporo, '2025-06-02T08:10', 1620, { reducedRateAmount: 1620, ...cancelled }),
      payment(shibuya, '2025-06-03T03:59', 990, { paymentMethod: 3 }),
      payment(shibuya, '2025-06-03T04:00', 880, { paymentMethod: 3 }),
    ];
    expect((await ingest(api, set)).status).toBe(201);
    const saved = await saveAccountingSettings(api, tokens.client, (current) => ({
      ...current,
      businessDayCutoffMinutes: 240,
      targets: {
        ...current.targets,
        freee: { ...current.targets.freee, encoding: 'utf8Bom', lineEnding: 'lf' },
      },
    }));
    expect(saved.status).toBe(200);
  });

  describe('the fixed data set, against the hand-checked files', () => {
    it('writes 弥生会計 仕訳日記帳: 25 columns, no header, Shift_JIS with CRLF', async () => {
      const file = await journalFile(api, tokens.client, `/demo/exports/0101?${PERIOD}`);
      expect(file.bytes).toEqual(await expectedBytes('yayoi-2025-06-01_2025-06-02.csv', 'cp932', '\r\n'));
      expect(file.status.fileName).toBe('弥生会計_仕訳_20250601-20250602.csv');
      expect(yayoiRows(file.bytes).every((row) => row.length === 25)).toBe(true);
    });

    it('writes freee 取引: its header, UTF-8 with a BOM and LF as set', async () => {
      const file = await journalFile(api, tokens.client, `/demo/exports/0102?${PERIOD}`);
      expect(file.bytes).toEqual(await expectedBytes('freee-2025-06-01_2025-06-02.csv', 'utf8Bom', '\n'));
      expect(file.status.fileName).toBe('freee_取引_20250601-20250602.csv');
      expect(file.headers['content-type']).toBe('text/csv');
    });

    it('writes マネーフォワード 仕訳帳: columns A to AA under its header, Shift_JIS with CRLF', async () => {
      const file = await journalFile(api, tokens.client, `/demo/exports/0103?${PERIOD}`);
      expect(file.bytes).toEqual(
        await expectedBytes('money-forward-2025-06-01_2025-06-02.csv', 'cp932', '\r\n'),
      );
      expect(yayoiRows(file.bytes).every((row) => row.length === 27)).toBe(true);
    });

    it('gives the same file when the same period is exported again', async () => {
      for (const id of ['0101', '0102', '0103']) {
        const first = await journalFile(api, tokens.client, `/demo/exports/${id}?${PERIOD}`);
        const again = await journalFile(api, tokens.master, `/demo/exports/${id}?${PERIOD}`);
        expect(again.bytes.equals(first.bytes), id).toBe(true);
      }
    });

    it('balances every line and every slip, and flags 弥生 slips 2110 … 2100 … 2101 or 2000', async () => {
      const rows = yayoiRows((await journalFile(api, tokens.client, `/demo/exports/0101?${PERIOD}`)).bytes);
      for (const row of rows) expect(row[8], row.join()).toBe(row[14]);
      const flags = rows.map((row) => row[0]).join(' ');
      expect(flags).toBe('2000 2110 2100 2100 2100 2100 2100 2100 2101 2110 2100 2101 2000');
      const mf = yayoiRows(
        (await journalFile(api, tokens.client, `/demo/exports/0103?${PERIOD}`)).bytes,
      ).slice(1);
      const bySlip = new Map<string, string[][]>();
      for (const row of mf)
        bySlip.set(`${row[0]} ${row[1]}`, [...(bySlip.get(`${row[0]} ${row[1]}`) ?? []), row]);
      expect(bySlip.size).toBe(4);
      for (const [slip, lines] of bySlip) {
        const debit = lines.reduce((sum, row) => sum + Number(row[8]), 0);
        const credit = lines.reduce((sum, row) => sum + Number(row[16]), 0);
        expect(debit, slip).toBe(credit);
      }
    });

    it('sums to the hand-worked totals in the summary shown before the export', async () => {
      const response = await api.request('GET', `/demo/accounting/journal-summary?${PERIOD}&target=yayoi`, {
        token: tokens.client,
      });
      expect(response.status).toBe(200);
      const summary = journalSummaryResponseSchema.parse(response.body).data;
      expect(summary.total).toEqual({ grossAmount: 23_620, cancelledAmount: 4150, netAmount: 19_470 });
      expect({
        lines: summary.lines,
        slips: summary.slips,
        files: summary.files,
        shops: summary.shopCount,
      }).toEqual({ lines: 13, slips: 4, files: 1, shops: 2 });
      expect(summary.departmentCut).toEqual(['ひだまり珈琲 渋谷道玄坂店']);
      expect(summary.rows.find((row) => row.category === 'ec' && row.taxRate === 10)).toEqual({
        category: 'ec',
        taxRate: 10,
        grossAmount: 2200,
        cancelledAmount: 2200,
      });
    });

    it('exports only the shops picked', async () => {
      const sapporoId = await shopIdByName(api, 'ひだまり珈琲 札幌駅前店');
      const rows = yayoiRows(
        (await journalFile(api, tokens.client, `/demo/exports/0101?${PERIOD}&shopIds=${sapporoId}`)).bytes,
      );
      expect(rows.map((row) => [row[3], row[8]])).toEqual([
        ['2025/06/01', '770'],
        ['2025/06/02', '4400'],
        ['2025/06/02', '1620'],
        ['2025/06/02', '1620'],
      ]);
    });
  });

  describe('file form', () => {
    it('writes a shop name Shift_JIS cannot hold with 〓 instead of cancelling the export', async () => {
      await api.db.update(shops).set({ name: '𠮷野家 札幌駅前店' }).where(eq(shops.shopCode, sapporo));
      try {
        const rows = yayoiRows((await journalFile(api, tokens.client, `/demo/exports/0101?${PERIOD}`)).bytes);
        expect(rows[0]?.[6]).toBe('〓野家 札幌駅前店');
        const freee = await journalFile(api, tokens.client, `/demo/exports/0102?${PERIOD}`);
        // UTF-8 holds it as it is.
        expect(freee.bytes.toString('utf8')).toContain('𠮷野家 札幌駅前店');
      } finally {
        await api.db
          .update(shops)
          .set({ name: 'ひだまり珈琲 札幌駅前店' })
          .where(eq(shops.shopCode, sapporo));
      }
    });

    it('splits a 弥生会計 オンライン journal over 1,000 lines into a zip of whole slips', async () => {
      const busy = await shopCodeByName(api, 'ひだまり珈琲 大宮店');
      const quiet = await shopCodeByName(api, 'ひだまり珈琲 浦和店');
      // Two shops, 31 days, 5 methods, a sale and a cancellation at each rate: 1,240 lines.
      const methods: Partial<IngestPaymentInput>[] = [
        { paymentMethod: 1 },
        { paymentMethod: 2 },
        { paymentMethod: 3 },
        { paymentMethod: 4 },
        ecConfirmed,
      ];
      const many = [busy, quiet].flatMap((shop) =>
        Array.from({ length: 31 }, (_, day) => `2025-07-${String(day + 1).padStart(2, '0')}`).flatMap((day) =>
          methods.flatMap((method, index) => {
            const cancel = 'channel' in method ? ecCancelled : cancelled;
            return [
              payment(shop, `${day}T12:00`, 1000 + index, { ...method, reducedRateAmount: 0 }),
              payment(shop, `${day}T12:01`, 900 + index, { ...method, reducedRateAmount: 900 + index }),
              payment(shop, `${day}T12:02`, 800 + index, { ...method, ...cancel, reducedRateAmount: 0 }),
              payment(shop, `${day}T12:03`, 700 + index, {
                ...method,
                ...cancel,
                reducedRateAmount: 700 + index,
              }),
            ];
          }),
        ),
      );
      for (let start = 0; start < many.length; start += 1000) {
        expect((await ingest(api, many.slice(start, start + 1000))).status).toBe(201);
      }
      await saveAccountingSettings(api, tokens.client, (current) => ({ ...current, yayoiEdition: 'online' }));
      try {
        const file = await journalFile(
          api,
          tokens.client,
          '/demo/exports/0101?from=2025-07-01&to=2025-07-31',
        );
        expect(file.status.fileName).toBe('弥生会計_仕訳_20250701-20250731.zip');
        expect(file.headers['content-type']).toBe('application/zip');
        const entries = await unzipEntries(file.bytes);
        expect(entries.map((entry) => entry.name)).toEqual([
          'yayoi_shiwake_20250701-20250731_01.csv',
          'yayoi_shiwake_20250701-20250731_02.csv',
        ]);
        const parts = entries.map((entry) => yayoiRows(entry.data));
        expect(parts.reduce((sum, rows) => sum + rows.length, 0)).toBe(1240);
        for (const [index, rows] of parts.entries()) {
          expect(rows.length).toBeLessThanOrEqual(YAYOI_ONLINE_MAX_FILE_LINES);
          expect(entries[index]!.data.length).toBeLessThanOrEqual(YAYOI_ONLINE_MAX_FILE_BYTES);
          // Each part starts a slip and ends one.
          expect(['2000', '2110']).toContain(rows[0]?.[0]);
          expect(['2000', '2101']).toContain(rows.at(-1)?.[0]);
        }
        const again = await journalFile(
          api,
          tokens.client,
          '/demo/exports/0101?from=2025-07-01&to=2025-07-31',
        );
        expect(again.bytes.equals(file.bytes)).toBe(true);
        // The desktop software takes the whole month in one file.
        await saveAccountingSettings(api, tokens.client, (current) => ({
          ...current,
          yayoiEdition: 'desktop',
        }));
        const desktop = await journalFile(
          api,
          tokens.client,
          '/demo/exports/0101?from=2025-07-01&to=2025-07-31',
        );
        expect(desktop.status.fileName).toBe('弥生会計_仕訳_20250701-20250731.csv');
        expect(yayoiRows(desktop.bytes)).toEqual(parts.flat());
      } finally {
        await saveAccountingSettings(api, tokens.client, (current) => ({
          ...current,
          yayoiEdition: 'desktop',
        }));
      }
    });
  });

  describe('the reduced-rate part of a payment', () => {
    it('is refused on ingest when it is more than the amount', async () => {
      const response = await ingest(api, [
        payment(shibuya, '2025-08-01T12:00', 1000, { reducedRateAmount: 1001 }),
      ]);
      expect(response.status).toBe(422);
      expect((response.body as { errors: { name: string }[] }).errors.map((error) => error.name)).toEqual([
        'payments.0.reducedRateAmount',
      ]);
    });

    it('shrinks in proportion when an unconfirmed EC amount is lowered in the console', async () => {
      const ec = payment(shibuya, '2025-08-02T12:00', 3000, {
        ...ecConfirmed,
        ecSalesType: 1,
        ecStatus: 1,
        reducedRateAmount: 1080,
      });
      expect((await ingest(api, [ec])).status).toBe(201);
      const [row] = await api.db
        .select({ id: payments.id, updatedAt: payments.updatedAt })
        .from(payments)
        .where(eq(payments.transactionId, ec.transactionId));
      const detail = await api.request('GET', `/demo/ec-histories/${row!.id}`, { token: tokens.client });
      const { updatedAt } = (detail.body as { data: { updatedAt: string } }).data;
      const edited = await api.request('PUT', `/demo/ec-histories/${row!.id}`, {
        token: tokens.client,
        body: { ecStatus: 2, ecPaymentAmount: 2000, updatedAt },
      });
      expect(edited.status).toBe(200);
      const [after] = await api.db
        .select({ amount: payments.amount, reduced: payments.reducedRateAmount })
        .from(payments)
        .where(eq(payments.id, row!.id));
      expect(after).toEqual({ amount: 2000, reduced: 720 });
    });
  });

  describe('refusals', () => {
    it('refuses at the request an export for a period out of order, too long, or shops beyond reach', async () => {
      const sampleShop = (
        await api.db.select({ id: shops.id }).from(shops).where(eq(shops.shopCode, 'SAMPLE-0001'))
      )[0]?.id;
      const fields = ja.server.fields;
      for (const [query, name] of [
        ['from=2025-06-02&to=2025-06-01', fields.to],
        ['from=2024-06-01&to=2025-06-02', fields.to],
        [`from=2025-06-01&to=2025-06-02&shopIds=${sampleShop}`, fields.shopIds],
        ['from=2025-06-01&to=2025-06-02&shopIds=1,x', fields.shopIds],
      ] as const) {
        const response = await api.request('GET', `/demo/exports/0101?${query}`, { token: tokens.client });
        expect(response.status, query).toBe(422);
        expect((response.body as { message: string }).message, query).toBe(
          formatMessage(ja.server.exportFilterInvalid, { name }),
        );
      }
      const noStart = await api.request('GET', '/demo/exports/0101?to=2025-06-02', { token: tokens.client });
      expect(noStart.status).toBe(422);
      expect((noStart.body as { message: string }).message).toBe(
        formatMessage(ja.server.exportFilterRequired, { name: fields.from }),
      );
    });

    it('keeps the journals to head office, as the summary', async () => {
      for (const token of [tokens.store, tokens.group]) {
        expect((await api.request('GET', `/demo/exports/0101?${PERIOD}`, { token })).status).toBe(403);
        const summary = await api.request('GET', `/demo/accounting/journal-summary?${PERIOD}&target=yayoi`, {
          token,
        });
        expect(summary.status).toBe(403);
      }
      const other = await api.request('GET', `/sample/accounting/journal-summary?${PERIOD}&target=yayoi`, {
        token: tokens.client,
      });
      expect(other.status).toBe(403);
    });
  });
});
