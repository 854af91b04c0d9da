import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportStatusBody } from '@shared/api';
import { IMPORT_STATUS } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import { decodeCp932 } from '@shared/encoding';
import { ALLOW_IP_IMPORT_HEADER, STORE_IMPORT_COLUMNS, STORE_IMPORT_HEADER } from '@shared/imports';
import { ja } from '@shared/messages';
import { shopAllowIps, shops } from '../../src-server/platform/db/schema';
import { serviceIdOf } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { getFile, importThroughDryRun } from './support/jobs';
import { YURAKUCHO_SHOP } from '../fixtures/store-import';
import type { StoreImportLine } from '../fixtures/store-import';

/** A CSV line of the shop import, every cell named by its form field. */
function storeLine(cells: StoreImportLine): string {
  return STORE_IMPORT_COLUMNS.map(({ field }) => cells[field] ?? '').join(',');
}
const csv = (header: readonly string[], ...lines: string[]) =>
  [header.join(','), ...lines].map((line) => `${line}\r\n`).join('');

const NEW_SHOP: StoreImportLine = {
  ...YURAKUCHO_SHOP,
  shopCode: 'CSV-0001',
  email: 'yurakucho@hidamari-coffee.example',
  ecShopId: 'ec-csv-1',
  ecShopPassword: 'CsvEc-Secret',
  ecSalesType: '即時売上',
  latitude: '35.6752',
  longitude: '139.7628',
};

describe.each(DATABASE_TARGETS)('store CSV imports on $name', (target) => {
  const { api, tokens } = demoApi(target, { jobs: { worker: false } });
  let demoId: number;

  beforeAll(async () => {
    demoId = await serviceIdOf(api, 'demo');
  });

  /** Imports through the dry run, confirmed: the final status. */
  async function runImport(path: string, content: string): Promise<ImportStatusBody> {
    return (await importThroughDryRun(api, `/demo/${path}`, tokens.client, 'shops.csv', content)).status;
  }

  async function dryRunOf(path: string, content: string) {
    return (await importThroughDryRun(api, `/demo/${path}`, tokens.client, 'shops.csv', content)).preview
      .preview;
  }

  const shopByCode = async (shopCode: string) =>
    (
      await api.db
        .select()
        .from(shops)
        .where(and(eq(shops.serviceId, demoId), eq(shops.shopCode, shopCode)))
    )[0];

  it('creates a shop from a row, names resolved and its account opened', async () => {
    const done = await runImport('stores/uploads', csv(STORE_IMPORT_HEADER, storeLine(NEW_SHOP)));
    expect(done).toMatchObject({
      status: IMPORT_STATUS.FINISHED_SUCCESS,
      data: { total: 1, succeeded: 1, failed: 0 },
    });
    const shop = await shopByCode('CSV-0001');
    expect(shop).toMatchObject({
      name: 'ひだまり珈琲 有楽町店',
      prefectureId: 13,
      municipalityId: '13101',
      municipality: '千代田区',
      ecSalesType: 2,
    });
    expect(shop?.groupId).not.toBeNull();
    await expect(api.login('yurakucho@hidamari-coffee.example', 'CsvPass-2026')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('updates a shop whose code exists, keeping its password when the cell is empty', async () => {
    const done = await runImport(
      'stores/uploads',
      csv(
        STORE_IMPORT_HEADER,
        storeLine({ ...NEW_SHOP, storeName: 'ひだまり珈琲 有楽町駅前店', password: '', ecShopPassword: '' }),
      ),
    );
    expect(done.status).toBe(IMPORT_STATUS.FINISHED_SUCCESS);
    expect((await shopByCode('CSV-0001'))?.name).toBe('ひだまり珈琲 有楽町駅前店');
    await expect(api.login('yurakucho@hidamari-coffee.example', 'CsvPass-2026')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('leaves a shop the file repeats as it is, and counts it unchanged, its password included', async () => {
    const line = storeLine({ ...NEW_SHOP, storeName: 'ひだまり珈琲 有楽町駅前店', ecShopPassword: '' });
    expect(await dryRunOf('stores/uploads', csv(STORE_IMPORT_HEADER, line))).toMatchObject({
      total: 1,
      create: 0,
      update: 0,
      unchanged: 1,
    });
    const changed = storeLine({
      ...NEW_SHOP,
      storeName: 'ひだまり珈琲 有楽町駅前店',
      password: 'CsvPass-2027',
      ecShopPassword: '',
    });
    expect(await dryRunOf('stores/uploads', csv(STORE_IMPORT_HEADER, changed))).toMatchObject({
      update: 1,
      unchanged: 0,
    });
    await expect(api.login('yurakucho@hidamari-coffee.example', 'CsvPass-2027')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('applies the good rows of a file with wrong ones, and reports each cell in the error CSV', async () => {
    const content = csv(
      STORE_IMPORT_HEADER,
      storeLine({ ...NEW_SHOP, shopCode: 'CSV-0002', email: 'csv2@hidamari-coffee.example' }),
      storeLine({
        ...NEW_SHOP,
        shopCode: 'CSV-0003',
        email: 'csv3@hidamari-coffee.example',
        zipcode: '100-00',
        genreId: '書店',
      }),
      storeLine({
        ...NEW_SHOP,
        shopCode: 'CSV-0004',
        email: 'csv4@hidamari-coffee.example',
        municipalityId: '27127',
        password: '',
      }),
    );
    const done = await runImport('stores/uploads', content);
    expect(done).toMatchObject({
      status: IMPORT_STATUS.FINISHED_WITH_FAILURES,
      data: { total: 3, succeeded: 1, failed: 2 },
    });
    expect(await shopByCode('CSV-0002')).toMatchObject({ shopCode: 'CSV-0002' });
    expect(await shopByCode('CSV-0003')).toBeUndefined();
    const file = await getFile(api, done.errorPath ?? '', tokens.client);
    const [, ...rows] = parseCsv(decodeCp932(file.raw));
    expect(rows).toEqual([
      ['3', 'ジャンル', 'ジャンルの選択肢が正しくありません。'],
      ['3', '郵便番号', '郵便番号はハイフンなしの半角数字7桁で入力してください。'],
      ['4', '初期パスワード', '初期パスワードを入力してください。'],
    ]);
  });

  it('checks what the server knows: municipality of the prefecture, codes and e-mails repeated in the file', async () => {
    const content = csv(
      STORE_IMPORT_HEADER,
      storeLine({
        ...NEW_SHOP,
        shopCode: 'CSV-0005',
        email: 'csv5@hidamari-coffee.example',
        municipalityId: '27127',
      }),
      storeLine({ ...NEW_SHOP, shopCode: 'CSV-0006', email: 'csv6@hidamari-coffee.example' }),
      storeLine({ ...NEW_SHOP, shopCode: 'CSV-0006', email: 'csv6b@hidamari-coffee.example' }),
    );
    const done = await runImport('stores/uploads', content);
    const [, ...rows] = parseCsv(decodeCp932((await getFile(api, done.errorPath ?? '', tokens.client)).raw));
    expect(rows).toEqual([
      ['2', '市区町村コード', '市区町村が都道府県と一致しません。'],
      ['4', '店舗コード', '店舗コードが重複しています。'],
    ]);
  });

  it('adds and updates the allowed IPs of the shops named in the file, by address', async () => {
    const shop = await shopByCode('DEMO-0001');
    const untouched = await shopByCode('DEMO-0005');
    const before = await api.db
      .select()
      .from(shopAllowIps)
      .where(eq(shopAllowIps.shopId, untouched?.id ?? 0));
    const entriesOfShop = () =>
      api.db
        .select({ ipAddress: shopAllowIps.ipAddress, ipRange: shopAllowIps.ipRange })
        .from(shopAllowIps)
        .where(eq(shopAllowIps.shopId, shop?.id ?? 0))
        .orderBy(shopAllowIps.id);
    const earlier = await entriesOfShop();
    const done = await runImport(
      'stores/upload-allow-ip',
      csv(ALLOW_IP_IMPORT_HEADER, 'DEMO-0001,192.0.2.100,192.0.2.120', 'DEMO-0001,198.51.100.9,'),
    );
    expect(done.status).toBe(IMPORT_STATUS.FINISHED_SUCCESS);
    expect(await entriesOfShop()).toEqual([
      ...earlier,
      { ipAddress: '192.0.2.100', ipRange: '192.0.2.120' },
      { ipAddress: '198.51.100.9', ipRange: null },
    ]);
    // Again, one range changed: one update, one row left as it is, nothing doubled.
    expect(
      await dryRunOf(
        'stores/upload-allow-ip',
        csv(ALLOW_IP_IMPORT_HEADER, 'DEMO-0001,192.0.2.100,192.0.2.130', 'DEMO-0001,198.51.100.9,'),
      ),
    ).toMatchObject({ create: 0, update: 1, unchanged: 1, failed: 0 });
    expect(await entriesOfShop()).toEqual([
      ...earlier,
      { ipAddress: '192.0.2.100', ipRange: '192.0.2.130' },
      { ipAddress: '198.51.100.9', ipRange: null },
    ]);
    expect(
      await api.db
        .select()
        .from(shopAllowIps)
        .where(eq(shopAllowIps.shopId, untouched?.id ?? 0)),
    ).toEqual(before);
  });

  it('reports unknown shops and bad addresses of the allowed-IP file', async () => {
    const done = await runImport(
      'stores/upload-allow-ip',
      csv(ALLOW_IP_IMPORT_HEADER, 'NO-SUCH,192.0.2.1,', 'DEMO-0001,192.0.2.9,192.0.2.1'),
    );
    expect(done.status).toBe(IMPORT_STATUS.FINISHED_WITH_FAILURES);
    const [, ...rows] = parseCsv(decodeCp932((await getFile(api, done.errorPath ?? '', tokens.client)).raw));
    expect(rows).toEqual([
      ['2', '店舗コード', ja.errors.noMatchingShop],
      [
        '3',
        'IP範囲（終了アドレス）',
        'IP範囲（終了アドレス）は開始IPアドレス以降のアドレスを入力してください。',
      ],
    ]);
  });
});
