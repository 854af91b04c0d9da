import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRequestResponseSchema, exportStatusResponseSchema } from '@shared/api';
import type { ExportStatusBody } from '@shared/api';
import { EXPORT_STATUS } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import { addDays, tokyoDay } from '@shared/datetime';
import { decodeCp932 } from '@shared/encoding';
import { formatMessage, ja } from '@shared/messages';
import { shops } from '../../src-server/platform/db/schema';
import type { ExportCellType } from '../../src-server/platform/jobs/exports/definition';
import { tableExportDefinitionFor } from '../../src-server/platform/jobs/kinds';
import { jobKindsOf } from '../../src-server/modules';
import { loginDemoAccounts } from './support/accounts';
import type { DemoTokens } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';
import { getFile } from './support/jobs';
import { ingest, inStorePayment, shopCodeByName } from './support/payments';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The serial of a Tokyo wall-clock `yyyy/MM/dd[ HH:mm[:ss]]` as exceljs reads a date cell back (UTC fields). */
function wallClock(text: string): Date {
  const [date = '', time = '00:00'] = text.split(' ');
  const [year, month, day] = date.split('/').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second));
}

describe.each(DATABASE_TARGETS)('export files (Shift_JIS with 〓, UTF-8, .xlsx) on $name', (target) => {
  let api: TestApi;
  let tokens: DemoTokens;
  let ownShop: number;
  let today: string;

  beforeAll(async () => {
    api = await startTestApi(target, {
      demoPayments: true,
      jobs: { worker: false, settings: { exportBatchRows: 40, fileChunkBytes: 4000 } },
    });
    tokens = await loginDemoAccounts(api);
    const [shop] = await api.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.name, 'ひだまり珈琲 渋谷道玄坂店'));
    ownShop = shop?.id ?? 0;
    // The business day in Tokyo, as the export's filters read it (UTC's date differs from 15:00).
    today = tokyoDay(api.clock()) ?? '';
  }, 180_000);
  afterAll(() => api?.close());

  async function runExport(token: string, path: string): Promise<ExportStatusBody> {
    const started = await api.request('GET', path, { token });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const id = exportRequestResponseSchema.parse(started.body).data.id;
    await api.app.jobWorker.drain();
    const status = await api.request('GET', `/export/status/${id}`, { token });
    return exportStatusResponseSchema.parse(status.body).data;
  }

  async function download(token: string, path: string) {
    const status = await runExport(token, path);
    expect(status).toMatchObject({ status: EXPORT_STATUS.SUCCESS, error: null });
    const file = await getFile(api, status.url ?? '', token);
    expect(file.status).toBe(200);
    return { status, file };
  }

  async function utf8Records(token: string, path: string): Promise<string[][]> {
    const { file } = await download(token, `${path}${path.includes('?') ? '&' : '?'}encoding=utf-8`);
    expect(file.headers['content-type']).toBe('text/csv; charset=UTF-8');
    expect([...file.raw.subarray(0, 3)]).toEqual(UTF8_BOM);
    return parseCsv(file.raw.subarray(3).toString('utf8'));
  }

  async function workbook(token: string, path: string) {
    const { status, file } = await download(token, `${path}${path.includes('?') ? '&' : '?'}format=xlsx`);
    expect(status.format).toBe('xlsx');
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    expect(file.headers['content-disposition']).toMatch(/\.xlsx"; filename\*=UTF-8''.+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    return book;
  }

  const kinds: [string, () => string, 'client' | 'store'][] = [
    ['0001', () => '/demo/exports/0001', 'client'],
    ['0002', () => `/demo/exports/0002?from=${addDays(today, -40)}`, 'client'],
    ['0003', () => '/demo/exports/0003', 'client'],
    ['0004', () => `/demo/exports/0004?interval=monthly&from=${addDays(today, -200)}&to=${today}`, 'client'],
    ['0005', () => '/demo/exports/0005', 'store'],
    ['0007', () => `/demo/exports/0007?shopId=${ownShop}`, 'store'],
    ['0008', () => `/demo/exports/0008?shopId=${ownShop}`, 'store'],
    // Signed-in lines only: each export adds a line of its own between the CSV and the .xlsx.
    ['0009', () => '/demo/exports/0009?action=login', 'client'],
  ];

  it.each(kinds)(
    'writes %s as an .xlsx of one sheet that a spreadsheet reads back typed: texts keep leading zeros, numbers and dates are numbers and dates',
    async (code, path, role) => {
      const token = tokens[role];
      const csv = await utf8Records(token, path());
      const book = await workbook(token, path());
      expect(book.worksheets).toHaveLength(1);
      const sheet = book.worksheets[0]!;
      const definition = tableExportDefinitionFor(jobKindsOf(), code)!;
      expect(sheet.name).toBe(ja.enums.csvKind[definition.kind]);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.rowCount).toBe(csv.length);
      expect(csv.length).toBeGreaterThan(1);

      const header = sheet.getRow(1);
      definition.columns.forEach((column, index) => {
        const cell = header.getCell(index + 1);
        expect(cell.value).toBe(column.header);
        expect(cell.font?.bold).toBe(true);
        expect(sheet.getColumn(index + 1).width).toBeGreaterThanOrEqual(6);
      });

      const types = definition.columns.map((column): ExportCellType => column.type ?? 'text');
      for (let row = 1; row < csv.length; row += 1) {
        const cells = sheet.getRow(row + 1);
        csv[row]!.forEach((text, index) => {
          const cell = cells.getCell(index + 1);
          const where = `${code} row ${row + 1} ${definition.columns[index]?.header}`;
          if (text === '') return expect(cell.value, where).toBeNull();
          const type = types[index]!;
          if (type === 'number' || type === 'amount') return expect(cell.value, where).toBe(Number(text));
          if (type === 'date' || type === 'dateTime' || type === 'dateTimeSeconds')
            return expect(cell.value, where).toEqual(wallClock(text));
          // A text is the CSV's cell without the apostrophe that guards a formula there.
          expect(cell.type, where).toBe(ExcelJS.ValueType.String);
          expect(cell.value, where).toBe(text.startsWith("'") ? text.slice(1) : text);
        });
      }
      for (const [index, type] of types.entries()) {
        let row = 2;
        while (row < sheet.rowCount && sheet.getRow(row).getCell(index + 1).value === null) row += 1;
        const format = sheet.getRow(row).getCell(index + 1).numFmt;
        if (type === 'date') expect(format).toBe('yyyy/mm/dd');
        if (type === 'dateTime') expect(format).toBe('yyyy/mm/dd hh:mm');
        if (type === 'dateTimeSeconds') expect(format).toBe('yyyy/mm/dd hh:mm:ss');
        if (type === 'amount') expect(format).toBe('#,##0');
      }
    },
    120_000,
  );

  it('keeps the leading zeros of phone numbers and postal codes, and texts that look like numbers, as texts', async () => {
    const [first] = await api.db.select({ id: shops.id }).from(shops).orderBy(shops.id).limit(1);
    await api.db
      .update(shops)
      .set({ telephone: '0312345678', zipcode: '0600001', remarks: '-1,234.5', buildingName: ' 2F ' })
      .where(eq(shops.id, first!.id));
    const sheet = (await workbook(tokens.client, '/demo/exports/0001')).worksheets[0]!;
    let row = 2;
    while (sheet.getRow(row).getCell(1).value !== first!.id) row += 1;
    const cells = sheet.getRow(row);
    const column = (header: string) => (sheet.getRow(1).values as unknown[]).indexOf(header);
    expect(cells.getCell(column(ja.forms.shop.telephone)).value).toBe('0312345678');
    expect(cells.getCell(column(ja.forms.shop.zipcode)).value).toBe('0600001');
    expect(cells.getCell(column(ja.forms.shop.remarks)).value).toBe('-1,234.5');
    expect(cells.getCell(column(ja.forms.shop.buildingName)).value).toBe(' 2F ');
    expect(cells.getCell(column(ja.forms.shop.telephone)).numFmt).toBe('@');
  });

  it('writes 〓 for 𠮷, 🍣 and é in Shift_JIS, keeps 髙 (CP932 has it), and says how many cells changed in which rows', async () => {
    const shopCode = await shopCodeByName(api, 'ひだまり珈琲 渋谷道玄坂店');
    const names = ['𠮷野家コラボ セット', '特上🍣盛り合わせ', 'Café ラテ', '髙島屋コラボ'];
    const payments = names.map((itemName, index) =>
      inStorePayment(api, shopCode, {
        itemName,
        paidAt: new Date(api.clock().getTime() - (index + 1) * 60_000).toISOString(),
      }),
    );
    expect((await ingest(api, payments)).status).toBe(201);
    const path = `/demo/exports/0002?from=${today}&to=${today}&shopId=${ownShop}`;

    const { status, file } = await download(tokens.client, path);
    expect(status.format).toBe('csv');
    expect(status.encoding).toBe('shift_jis');
    const records = parseCsv(decodeCp932(file.raw));
    const itemColumn = records[0]!.indexOf(ja.payments.columns.itemName);
    const rowOf = (transactionId: string) => records.findIndex((record) => record[1] === transactionId);
    const written = payments.map((payment) => records[rowOf(payment.transactionId)]![itemColumn]);
    expect(written).toEqual(['〓野家コラボ セット', '特上〓盛り合わせ', 'Caf〓 ラテ', '髙島屋コラボ']);
    const changedRows = payments
      .slice(0, 3)
      .map((payment) => rowOf(payment.transactionId) + 1)
      .sort((a, b) => a - b);
    expect(status.substitutions).toEqual({
      cells: 3,
      rows: 3,
      rowNumbers: changedRows,
      characters: expect.arrayContaining(['𠮷', '🍣', 'é']),
    });
    expect(status.substitutions?.characters).toHaveLength(3);

    const utf8 = await utf8Records(tokens.client, path);
    expect(
      payments.map((payment) => utf8.find((record) => record[1] === payment.transactionId)?.[itemColumn]),
    ).toEqual(names);
    const sheet = (await workbook(tokens.client, path)).worksheets[0]!;
    const sheetNames = [];
    for (let row = 2; row <= sheet.rowCount; row += 1)
      sheetNames.push(sheet.getRow(row).getCell(itemColumn + 1).value);
    expect(sheetNames).toEqual(expect.arrayContaining(names));
  });

  it('refuses at the request, with the reason, what the job would have refused', async () => {
    const refused = async (token: string, path: string) => {
      const response = await api.request('GET', path, { token });
      expect(response.status, path).toBe(422);
      return response.body as { message: string; errors: { name: string; message: string }[] };
    };
    const missing = await refused(tokens.client, '/demo/exports/0004?interval=monthly');
    expect(missing.errors[0]).toEqual({
      name: 'from',
      message: formatMessage(ja.server.exportFilterRequired, { name: ja.server.fields.from }),
    });
    expect(missing.message).toBe(missing.errors[0]?.message);

    const outOfReach = formatMessage(ja.server.exportFilterInvalid, { name: ja.server.fields.shopId });
    const otherShop = ownShop + 1;
    for (const path of [
      `/demo/exports/0002?shopId=${otherShop}`,
      `/demo/exports/0004?interval=monthly&from=${today}&to=${today}&shopId=${otherShop}`,
      `/demo/exports/0005?shopId=${otherShop}`,
      `/demo/exports/0007?shopId=${otherShop}`,
      `/demo/exports/0008?shopId=${otherShop}`,
    ]) {
      expect((await refused(tokens.store, path)).errors).toEqual([{ name: 'shopId', message: outOfReach }]);
    }
    expect((await refused(tokens.client, '/demo/exports/0001?format=pdf')).errors[0]?.name).toBe('format');
    expect((await refused(tokens.client, '/demo/exports/0001?encoding=latin1')).errors[0]?.name).toBe(
      'encoding',
    );

    // A journal's file is the accounting software's own form: no file options for it.
    const fixed = { message: ja.server.exportFileFixed };
    expect((await refused(tokens.client, '/demo/exports/0101?format=xlsx')).errors).toEqual([
      { name: 'format', ...fixed },
    ]);
    expect((await refused(tokens.client, '/demo/exports/0102?encoding=utf-8')).errors).toEqual([
      { name: 'encoding', ...fixed },
    ]);
  });
});
