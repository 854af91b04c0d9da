import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportStatusBody } from '@shared/api';
import { ADDRESS_API_BASE_PATH, API_BASE_PATH, IMPORT_STATUS } from '@shared/constants';
import { formatCsv, parseCsv } from '@shared/csv';
import { decodeCp932 } from '@shared/encoding';
import { ALLOW_IP_IMPORT_HEADER, STORE_IMPORT_COLUMNS, STORE_IMPORT_HEADER } from '@shared/imports';
import { apiChannels } from '@shared/ipc/api-channels';
import type { ImportValidation, ImportValidator } from '../../src-main/core';
import { createApiChannelHandlers } from '../../src-main/core/api/api-channel-handlers';
import { createApiClient } from '../../src-main/core/api/api-client';
import { storeImportLookupsFrom } from '../../src-main/core/imports/store-import-lookups';
import {
  allowIpsImportValidator,
  storesImportValidator,
} from '../../src-main/core/imports/store-import-validators';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { getFile, importThroughDryRun } from './support/jobs';

/*
 * The console checks an import file before uploading it with the code the server's importers
 * use (src-shared/imports). For a file whose errors need no database to be found, both must
 * report exactly the same rows, columns and messages.
 */

type StoreField = (typeof STORE_IMPORT_COLUMNS)[number]['field'];
type StoreLine = Partial<Record<StoreField, string>>;

const storeCsv = (...lines: StoreLine[]) =>
  formatCsv([
    STORE_IMPORT_HEADER,
    ...lines.map((line) => STORE_IMPORT_COLUMNS.map(({ field }) => line[field] ?? '')),
  ]);

const NEW_SHOP: StoreLine = {
  shopCode: 'PARITY-0001',
  storeName: 'ひだまり珈琲 神田店',
  nameSei: '石田',
  nameMei: '誠',
  email: 'kanda@hidamari-coffee.example',
  zipcode: '1010044',
  prefectureId: '東京都',
  municipalityId: '13101',
  streetAddress: '鍛冶町1-2-3',
  telephone: '0332145678',
  groupId: '首都圏エリア',
  genreId: 'カフェ',
  serviceTagId: '駅近',
  password: 'CsvPass-2026',
  ecSalesType: '即時売上',
};

/** Serves main's API client from the app in memory, as `fetch` would over the network. */
function fetchThrough(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers });
  };
}

describe.each(DATABASE_TARGETS)('the check before upload and the server import agree on $name', (target) => {
  const { api, tokens } = demoApi(target, { jobs: { worker: false } });
  let validateStores: ImportValidator;

  beforeAll(async () => {
    const origin = 'http://reference.test';
    const client = (basePath: string, token: string | null) =>
      createApiClient({
        baseUrl: `${origin}${basePath}`,
        getToken: () => token,
        getSubdomain: () => 'demo',
        fetch: fetchThrough(api.app),
      });
    const calls = createApiChannelHandlers(
      { api: client(API_BASE_PATH, tokens.client), address: client(ADDRESS_API_BASE_PATH, null) },
      apiChannels,
    );
    validateStores = storesImportValidator(storeImportLookupsFrom(calls));
  });

  /** The server's import as the console runs it: the dry run, confirmed. */
  async function serverImport(path: string, content: string): Promise<ImportStatusBody> {
    return (await importThroughDryRun(api, `/demo/${path}`, tokens.client, 'shops.csv', content)).status;
  }

  /** What the server found, as the console would show it: a whole-file message, or the error CSV's rows. */
  async function serverFindings(path: string, content: string): Promise<ImportValidation> {
    const status = await serverImport(path, content);
    if (status.status === IMPORT_STATUS.FAILED)
      return { outcome: 'fileRejected', message: status.message ?? '' };
    if (status.status === IMPORT_STATUS.FINISHED_SUCCESS) return { outcome: 'checked', rowErrors: [] };
    expect(status.status).toBe(IMPORT_STATUS.FINISHED_WITH_FAILURES);
    const file = await getFile(api, status.errorPath ?? '', tokens.client);
    const [, ...rows] = parseCsv(decodeCp932(file.raw));
    return {
      outcome: 'checked',
      rowErrors: rows.map(([row, column, message]) => ({
        row: Number(row),
        column: column ?? '',
        message: message ?? '',
      })),
    };
  }

  const localFindings = (validator: ImportValidator, text: string) =>
    validator({
      target: 'stores',
      subdomain: 'demo',
      shopId: null,
      fileName: 'shops.csv',
      text,
      encoding: 'utf-8',
    });

  it('finds the same errors in a store file, row by row and cell by cell', async () => {
    const content =
      storeCsv(
        NEW_SHOP,
        { ...NEW_SHOP, shopCode: 'PARITY-0002', email: 'kanda2@', zipcode: '101-00445' },
        {
          ...NEW_SHOP,
          shopCode: 'PARITY-0003',
          email: 'kanda3@hidamari-coffee.example',
          groupId: '九州エリア',
          genreId: '書店',
          prefectureId: 'ムー大陸',
        },
        {
          ...NEW_SHOP,
          shopCode: 'DEMO-0001',
          email: 'demo1@hidamari-coffee.example',
          password: '',
          telephone: '03-1234',
        },
        {
          ...NEW_SHOP,
          shopCode: 'PARITY-0004',
          email: 'kanda4@hidamari-coffee.example',
          ecShopId: 'ec-parity',
          ecShopPassword: 'Ec-Secret',
          ecSalesType: '',
        },
        { ...NEW_SHOP, email: 'kanda5@hidamari-coffee.example', remarks: "'=SUM(A1)" },
      ) + 'PARITY-0009,本店\r\n';
    const local = await localFindings(validateStores, content);
    expect(local).toEqual({
      outcome: 'checked',
      rowErrors: [
        { row: 3, column: 'メールアドレス', message: 'メールアドレスの形式が正しくありません。' },
        { row: 3, column: '郵便番号', message: '郵便番号はハイフンなしの半角数字7桁で入力してください。' },
        { row: 4, column: '都道府県', message: '都道府県の選択肢が正しくありません。' },
        { row: 4, column: 'グループ', message: 'グループの選択肢が正しくありません。' },
        { row: 4, column: 'ジャンル', message: 'ジャンルの選択肢が正しくありません。' },
        {
          row: 5,
          column: '電話番号',
          message: '電話番号は0から始まる10桁または11桁の半角数字で入力してください。',
        },
        { row: 6, column: 'EC売上種別', message: 'EC売上種別を選択してください。' },
        { row: 7, column: '店舗コード', message: '店舗コードが重複しています。' },
        { row: 8, column: '', message: '列の数が見出し行と一致しません。' },
      ],
    });
    expect(await serverFindings('stores/uploads', content)).toEqual(local);
  });

  it('leaves to the server what depends on a shop code being new: the create form’s required passwords', async () => {
    const content = storeCsv({
      ...NEW_SHOP,
      shopCode: 'PARITY-0100',
      email: 'kanda100@hidamari-coffee.example',
      password: '',
    });
    expect(await localFindings(validateStores, content)).toEqual({ outcome: 'checked', rowErrors: [] });
    expect(await serverFindings('stores/uploads', content)).toEqual({
      outcome: 'checked',
      rowErrors: [{ row: 2, column: '初期パスワード', message: '初期パスワードを入力してください。' }],
    });
  });

  it('finds the same errors in an allowed-IP file', async () => {
    const content = formatCsv([
      ALLOW_IP_IMPORT_HEADER,
      ['DEMO-0001', '192.0.2.300', ''],
      ['DEMO-0001', '192.0.2.9', '192.0.2.1'],
      ['', '192.0.2.1', ''],
      ['DEMO-0002', '198.51.100.1', ''],
    ]);
    const local = await localFindings(allowIpsImportValidator, content);
    expect(local.outcome === 'checked' ? local.rowErrors.map((error) => error.row) : []).toEqual([2, 3, 4]);
    expect(await serverFindings('stores/upload-allow-ip', content)).toEqual(local);
  });

  it('refuses the same files as a whole, with the same message', async () => {
    const renamedHeader = storeCsv(NEW_SHOP).replace('店舗名', '店名');
    const brokenQuote = `${storeCsv()}"PARITY-0001,本店\r\n`;
    const noRows = `${storeCsv()}\r\n`;
    for (const content of [renamedHeader, brokenQuote, noRows]) {
      const local = await localFindings(validateStores, content);
      expect(local.outcome).toBe('fileRejected');
      expect(await serverFindings('stores/uploads', content)).toEqual(local);
    }
  });
});
