import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportValidationInput } from '../../../../../src-main/core';
import type { StoreImportLookupCalls } from '../../../../../src-main/core/imports/store-import-lookups';
import { storeImportLookupsFrom } from '../../../../../src-main/core/imports/store-import-lookups';
import {
  allowIpsImportValidator,
  storesImportValidator,
} from '../../../../../src-main/core/imports/store-import-validators';
import { STORE_IMPORT_HEADER } from '@shared/imports';
import type { ImportStartResult } from '@shared/ipc/jobs';
import { failure, success } from '@shared/ipc/result';
import type { CallFailure } from '@shared/ipc/result';
import { ja } from '@shared/messages';
import { CLIENT, createCoreHarness, dataOf } from '../../support/core-harness';
import { createFakeJobsApi } from '../../support/fake-jobs-api';
import {
  allowIpImportCsv,
  STORE_IMPORT_LOOKUPS,
  storeImportCsv,
  VALID_SHOP_LINE,
} from '../../support/store-import-files';

const NETWORK_DOWN: CallFailure = {
  status: 0,
  kind: 'network',
  message: 'サーバーに接続できません。',
  errors: [],
};

function input(text: string): ImportValidationInput {
  return {
    target: 'stores',
    subdomain: 'demo',
    shopId: null,
    fileName: 'shops.csv',
    text,
    encoding: 'utf-8',
  };
}

function validatorWithLookups() {
  const lookups = vi.fn((_subdomain: string) => Promise.resolve(success(STORE_IMPORT_LOOKUPS)));
  return { lookups, validate: storesImportValidator(lookups) };
}

const checked = (...rowErrors: { row: number; column: string; message: string }[]) => ({
  outcome: 'checked',
  rowErrors,
});

describe('the stores import, checked before upload', () => {
  it('passes a good file, with the names resolved from the lookups of its service', async () => {
    const { lookups, validate } = validatorWithLookups();
    const text = storeImportCsv(
      VALID_SHOP_LINE,
      { ...VALID_SHOP_LINE, shopCode: 'CSV-0002', prefectureId: '13', groupId: '', serviceTagId: '' },
      { ...VALID_SHOP_LINE, shopCode: 'CSV-0003', genreId: '雑貨', remarks: "'=1+1" },
    );
    expect(await validate(input(text))).toEqual(checked());
    expect(lookups).toHaveBeenCalledWith('demo');
  });

  it('refuses a file whose header is not the import header, as the server does, without asking the API', async () => {
    const { lookups, validate } = validatorWithLookups();
    const renamed = storeImportCsv(VALID_SHOP_LINE).replace(STORE_IMPORT_HEADER[1] ?? '', '店名');
    expect(await validate(input(renamed))).toEqual({
      outcome: 'fileRejected',
      message: expect.stringMatching(/足りない列：店舗名.*取り込めない列：店名/),
    });
    expect(await validate(input('店舗コード,店舗名\r\nCSV-0001,本店\r\n'))).toEqual({
      outcome: 'fileRejected',
      message: expect.stringContaining(`必要な列：${STORE_IMPORT_HEADER.join('、')}`),
    });
    expect(lookups).not.toHaveBeenCalled();
  });

  it('refuses a file with a broken quote, and one without data rows', async () => {
    const { validate } = validatorWithLookups();
    const broken = `${storeImportCsv()}"CSV-0001,ひだまり珈琲\r\n`;
    expect(await validate(input(broken))).toEqual({
      outcome: 'fileRejected',
      message: ja.errors.importFormatInvalid,
    });
    expect(await validate(input(`${storeImportCsv()}\r\n,,\r\n`))).toEqual({
      outcome: 'fileRejected',
      message: ja.server.importNoRows,
    });
  });

  it('reports a bad row by its row number in the file, its column and the form message', async () => {
    const { validate } = validatorWithLookups();
    const text = storeImportCsv(VALID_SHOP_LINE, {
      ...VALID_SHOP_LINE,
      shopCode: 'CSV-0002',
      email: 'yurakucho@',
      zipcode: '100-00',
    });
    expect(await validate(input(text))).toEqual(
      checked(
        { row: 3, column: 'メールアドレス', message: 'メールアドレスの形式が正しくありません。' },
        { row: 3, column: '郵便番号', message: '郵便番号はハイフンなしの半角数字7桁で入力してください。' },
      ),
    );
  });

  it('counts blank lines in the row numbers, as a spreadsheet shows them', async () => {
    const { validate } = validatorWithLookups();
    const text = `${storeImportCsv(VALID_SHOP_LINE)}\r\n${storeImportCsv({ ...VALID_SHOP_LINE, shopCode: 'CSV-0002', telephone: '03-1234' }).split('\r\n')[1]}\r\n`;
    expect(await validate(input(text))).toEqual(
      checked({
        row: 4,
        column: '電話番号',
        message: '電話番号は0から始まる10桁または11桁の半角数字で入力してください。',
      }),
    );
  });

  it('reports a name that matches no group, genre or prefecture once, under its column', async () => {
    const { validate } = validatorWithLookups();
    const text = storeImportCsv({
      ...VALID_SHOP_LINE,
      groupId: '九州エリア',
      genreId: '書店',
      prefectureId: 'ムー大陸',
    });
    expect(await validate(input(text))).toEqual(
      checked(
        { row: 2, column: '都道府県', message: '都道府県の選択肢が正しくありません。' },
        { row: 2, column: 'グループ', message: 'グループの選択肢が正しくありません。' },
        { row: 2, column: 'ジャンル', message: 'ジャンルの選択肢が正しくありません。' },
      ),
    );
  });

  it('reports a row with another number of cells than the header, and a shop code used twice', async () => {
    const { validate } = validatorWithLookups();
    const text = `${storeImportCsv(VALID_SHOP_LINE, { ...VALID_SHOP_LINE, email: 'other@hidamari-coffee.example' })}CSV-0009,本店\r\n`;
    expect(await validate(input(text))).toEqual(
      checked(
        { row: 3, column: '店舗コード', message: '店舗コードが重複しています。' },
        { row: 4, column: '', message: ja.server.importColumnCount },
      ),
    );
  });

  it('leaves to the server what only the database knows: whether a code is new and so needs a password', async () => {
    const { validate } = validatorWithLookups();
    const text = storeImportCsv({ ...VALID_SHOP_LINE, password: '' });
    expect(await validate(input(text))).toEqual(checked());
  });

  it('leaves the file to the server when the lookups cannot be had', async () => {
    const validate = storesImportValidator(() => Promise.resolve(failure(NETWORK_DOWN)));
    expect(await validate(input(storeImportCsv(VALID_SHOP_LINE)))).toEqual({
      outcome: 'unchecked',
      reason: 'network',
    });
  });
});

describe('the allowed-IP import, checked before upload', () => {
  const allowIpInput = (text: string): ImportValidationInput => ({ ...input(text), target: 'storesAllowIp' });

  it('passes a good file; whether the shops exist is the server’s to tell', async () => {
    const text = allowIpImportCsv(
      ['DEMO-0001', '192.0.2.100', '192.0.2.120'],
      ['NO-SUCH', '198.51.100.9', ''],
    );
    expect(await allowIpsImportValidator(allowIpInput(text))).toEqual(checked());
  });

  it('reports a bad IP address, a range that ends before it starts and a missing shop code', async () => {
    const text = allowIpImportCsv(
      ['DEMO-0001', '192.0.2.300', ''],
      ['DEMO-0001', '192.0.2.9', '192.0.2.1'],
      ['', '192.0.2.1', ''],
    );
    expect(await allowIpsImportValidator(allowIpInput(text))).toEqual(
      checked(
        {
          row: 2,
          column: 'IPアドレス',
          message: 'IPアドレスはIPアドレスの形式（例: 192.168.0.1）で入力してください。',
        },
        {
          row: 3,
          column: 'IP範囲（終了アドレス）',
          message: 'IP範囲（終了アドレス）は開始IPアドレス以降のアドレスを入力してください。',
        },
        { row: 4, column: '店舗コード', message: '店舗コードを入力してください。' },
      ),
    );
  });

  it('refuses a file with the header of another import', async () => {
    expect(await allowIpsImportValidator(allowIpInput(storeImportCsv(VALID_SHOP_LINE)))).toEqual({
      outcome: 'fileRejected',
      message: expect.stringContaining('取り込めない列：店舗名'),
    });
  });
});

describe('the lookups of a store file', () => {
  function fakeCalls(overrides: Partial<StoreImportLookupCalls> = {}): StoreImportLookupCalls {
    const timestamps = { registDate: '2026-04-01T09:00:00+09:00', updatedAt: '2026-04-01T09:00:00+09:00' };
    return {
      'groups.all': vi.fn(() =>
        Promise.resolve(
          success({
            data: STORE_IMPORT_LOOKUPS.groups.map((group) => ({
              ...group,
              email: null,
              ipAddress: null,
              shopCount: 3,
              ...timestamps,
            })),
          }),
        ),
      ),
      'genres.list': vi.fn(() => Promise.resolve(success({ data: [...STORE_IMPORT_LOOKUPS.genres] }))),
      'serviceTags.all': vi.fn(() =>
        Promise.resolve(success({ data: [...STORE_IMPORT_LOOKUPS.serviceTags] })),
      ),
      'address.prefectures': vi.fn(() =>
        Promise.resolve(success({ data: [...STORE_IMPORT_LOOKUPS.prefectures] })),
      ),
      ...overrides,
    };
  }

  it('come from the channels the shop form uses, for the file’s service', async () => {
    const calls = fakeCalls();
    const answer = await storeImportLookupsFrom(calls)('demo');
    expect(answer).toEqual(
      success({
        groups: [expect.objectContaining({ id: 2, name: '首都圏エリア' })],
        genres: STORE_IMPORT_LOOKUPS.genres,
        serviceTags: STORE_IMPORT_LOOKUPS.serviceTags,
        prefectures: STORE_IMPORT_LOOKUPS.prefectures,
      }),
    );
    expect(calls['groups.all']).toHaveBeenCalledWith({ subdomain: 'demo', noPaginate: true });
    expect(calls['serviceTags.all']).toHaveBeenCalledWith({ subdomain: 'demo', noPaginate: true });
  });

  it('answer the failure of any of them', async () => {
    const calls = fakeCalls({ 'address.prefectures': () => Promise.resolve(failure(NETWORK_DOWN)) });
    expect(await storeImportLookupsFrom(calls)('demo')).toEqual(failure(NETWORK_DOWN));
  });
});

describe('built into the main core (both hosts)', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'console-store-import-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  async function startImport(target: 'stores' | 'storesAllowIp', text: string) {
    const api = createFakeJobsApi();
    const harness = createCoreHarness({ route: api.route });
    await harness.call('session.login', CLIENT);
    const filePath = path.join(folder, 'shops.csv');
    await writeFile(filePath, text);
    harness.queued.answerOpen(filePath);
    const result = dataOf(
      await harness.call('imports.start', { subdomain: 'demo', target }),
    ) as ImportStartResult;
    const uploads = harness.requests.filter((request) => request.method === 'POST' && request.form);
    return { result, uploads, requests: harness.requests };
  }

  it('rejects a store file with a bad row before upload, its lookups asked of the API with the session', async () => {
    const bad = storeImportCsv({ ...VALID_SHOP_LINE, email: 'yurakucho@' });
    const { result, uploads, requests } = await startImport('stores', bad);
    expect(result).toEqual({
      outcome: 'rejected',
      message: ja.main.importRowErrors,
      rowErrors: [{ row: 2, column: 'メールアドレス', message: 'メールアドレスの形式が正しくありません。' }],
    });
    expect(uploads).toEqual([]);
    const groupsCall = requests.find((request) => request.path === 'demo/groups');
    expect(groupsCall?.url.searchParams.get('noPaginate')).toBe('1');
    expect(groupsCall?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(requests.map((request) => request.path)).toEqual(
      expect.arrayContaining(['genres', 'services/demo/tags', '/address/v1/prefectures']),
    );
  });

  it('uploads a good store file', async () => {
    const { result, uploads } = await startImport('stores', storeImportCsv(VALID_SHOP_LINE));
    expect(result).toMatchObject({ outcome: 'started' });
    expect(uploads.map((request) => request.path)).toEqual(['demo/stores/uploads']);
  });

  it('rejects an allowed-IP file with a bad address, and a file with a broken quote as a whole', async () => {
    const { result } = await startImport('storesAllowIp', allowIpImportCsv(['DEMO-0001', '192.0.2', '']));
    expect(result).toEqual({
      outcome: 'rejected',
      message: ja.main.importRowErrors,
      rowErrors: [
        {
          row: 2,
          column: 'IPアドレス',
          message: 'IPアドレスはIPアドレスの形式（例: 192.168.0.1）で入力してください。',
        },
      ],
    });
    const broken = await startImport('storesAllowIp', `${allowIpImportCsv()}"DEMO-0001,192.0.2.1\r\n`);
    expect(broken.result).toEqual({
      outcome: 'rejected',
      message: ja.errors.importFormatInvalid,
      rowErrors: [],
    });
  });
});
