import { and, eq, inArray } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreviewBody, ImportStatusBody } from '@shared/api';
import { IMPORT_PREVIEW_TTL_MINUTES, IMPORT_STATUS } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import { decodeCp932 } from '@shared/encoding';
import { formatMessage, ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { groups, services, shops, users } from '../../src-server/platform/db/schema';
import { importJobs, storedFiles } from '../../src-server/platform/jobs/schema';
import { DEMO_ACCOUNTS } from '../../src-server/index';
import type { Importer, RowError } from '../../src-server/platform/jobs/imports/importer';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';
import { loginDemoAccounts } from './support/accounts';
import type { DemoTokens } from './support/accounts';
import { acceptedJobId, getFile, importStatus, importThroughDryRun, uploadFile } from './support/jobs';

const NAME = 'グループ名';
const IP = 'IPアドレス';

/** A test importer: each row creates or updates a group of the service, by name. */
const groupImporter: Importer<{ id: number | null; name: string; ipAddress: string | null }> = {
  header: [NAME, IP],
  async checkRows(rows, db, ctx) {
    const names = rows.map((row) => row.cells[NAME]?.trim() ?? '').filter(Boolean);
    const existing =
      names.length === 0
        ? []
        : await db
            .select({
              id: groups.id,
              name: groups.name,
              ipAddress: groups.ipAddress,
              updatedAt: groups.updatedAt,
            })
            .from(groups)
            .where(and(eq(groups.serviceId, ctx.serviceId), inArray(groups.name, names)));
    return rows.map((row) => {
      const name = row.cells[NAME]?.trim() ?? '';
      const ipAddress = row.cells[IP]?.trim() ?? '';
      const errors: RowError[] = [];
      if (!name) errors.push({ column: NAME, message: 'グループ名を入力してください。' });
      else if (ctx.scratch.has(name)) errors.push({ column: NAME, message: 'ファイル内で重複しています。' });
      ctx.scratch.set(name, true);
      if (ipAddress && !/^\d{1,3}(\.\d{1,3}){3}$/.test(ipAddress))
        errors.push({ column: IP, message: `IPアドレスの形式が正しくありません（${ipAddress}）。` });
      if (errors.length > 0) return { ok: false, errors };
      const group = existing.find((candidate) => candidate.name === name);
      const value = { id: group?.id ?? null, name, ipAddress: ipAddress || null };
      if (!group) return { ok: true, change: 'create', key: name, version: null, value };
      const change = group.ipAddress === value.ipAddress ? 'unchanged' : 'update';
      return { ok: true, change, key: name, version: group.updatedAt.toISOString(), value };
    });
  },
  async versions(planned, tx, ctx) {
    const rows = await tx
      .select({ name: groups.name, updatedAt: groups.updatedAt })
      .from(groups)
      .where(and(eq(groups.serviceId, ctx.serviceId), inArray(groups.name, [...planned.keys()])))
      .for('update');
    return new Map(rows.map((row) => [row.name, row.updatedAt.toISOString()]));
  },
  async apply(rows, tx, ctx) {
    const created = rows.filter((row) => row.value.id === null);
    if (created.length > 0)
      await tx.insert(groups).values(
        created.map(({ value }) => ({
          serviceId: ctx.serviceId,
          name: value.name,
          ipAddress: value.ipAddress,
        })),
      );
    for (const { value } of rows.filter((row) => row.value.id !== null))
      await tx
        .update(groups)
        .set({ ipAddress: value.ipAddress, updatedAt: ctx.now })
        .where(eq(groups.id, value.id ?? 0));
  },
};

/** A per-shop test importer that only remembers what it applied. */
const applied: { shopId: number | null; notes: string[] }[] = [];
const noteImporter: Importer<string> = {
  header: ['メモ'],
  checkRows: async (rows) =>
    rows.map((row) => ({
      ok: true,
      change: 'create',
      key: String(row.number),
      version: null,
      value: row.cells['メモ'] ?? '',
    })),
  versions: async () => new Map(),
  async apply(rows, _tx, ctx) {
    applied.push({ shopId: ctx.shopId, notes: rows.map((row) => row.value) });
  },
};

const csv = (...lines: string[]) => lines.map((line) => `${line}\r\n`).join('');
const UTF8_BOM = '\uFEFF';

describe.each(DATABASE_TARGETS)('CSV import jobs on $name', (target) => {
  let api: TestApi;
  let tokens: DemoTokens;
  let demoId: number;
  let storeShopId: number;
  let otherDemoShopId: number;
  let sampleShopId: number;

  beforeAll(async () => {
    api = await startTestApi(target, {
      jobs: {
        worker: false,
        settings: { csvMaxBytes: 1024 * 1024 },
        importers: { stores: groupImporter, estimateProducts: noteImporter },
      },
    });
    tokens = await loginDemoAccounts(api);
    const serviceRows = await api.db
      .select({ id: services.id, subdomain: services.subdomain })
      .from(services);
    demoId = serviceRows.find((row) => row.subdomain === 'demo')?.id ?? 0;
    const sampleId = serviceRows.find((row) => row.subdomain === 'sample')?.id ?? 0;
    const [storeUser] = await api.db
      .select({ shopId: users.shopId })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.store));
    storeShopId = storeUser?.shopId ?? 0;
    const demoShops = await api.db.select({ id: shops.id }).from(shops).where(eq(shops.serviceId, demoId));
    otherDemoShopId = demoShops.find((shop) => shop.id !== storeShopId)?.id ?? 0;
    const [sampleShop] = await api.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.serviceId, sampleId));
    sampleShopId = sampleShop?.id ?? 0;
  });
  afterAll(async () => {
    await api?.close();
  });

  const status = (token: string, id: string): Promise<ImportStatusBody> => importStatus(api, id, token);

  /** Uploads as the client user, runs the dry run, confirms it, runs the import: its final status. */
  const importFile = (content: string | Uint8Array, fileName = 'groups.csv') =>
    importThroughDryRun(api, '/demo/stores/uploads', tokens.client, fileName, content);

  const storedFileIds = async (ids: string[]) =>
    (await api.db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, ids))).map(
      (row) => row.id,
    );

  const groupNames = async (names: string[]) =>
    (
      await api.db
        .select({ name: groups.name })
        .from(groups)
        .where(and(eq(groups.serviceId, demoId), inArray(groups.name, names)))
    ).map((row) => row.name);

  const preview = (counts: Partial<ImportPreviewBody>) =>
    expect.objectContaining({ status: IMPORT_STATUS.PREVIEWED, preview: expect.objectContaining(counts) });

  it('shows a dry run first, writes nothing until it is confirmed, then applies it in one transaction', async () => {
    const content = UTF8_BOM + csv(`${NAME},${IP}`, '九州エリアA,192.168.0.1', "'=数式エリア,");
    const id = acceptedJobId(
      await uploadFile(api, '/demo/stores/uploads', tokens.client, 'groups.csv', content),
    );
    expect(await status(tokens.client, id)).toEqual({
      status: IMPORT_STATUS.WAITING,
      errorPath: null,
      data: null,
      message: null,
      preview: null,
      processing: 'queued',
    });
    expect(await api.app.jobWorker.drain()).toBe(1);
    const dryRun = await status(tokens.client, id);
    expect(dryRun).toEqual({
      status: IMPORT_STATUS.PREVIEWED,
      errorPath: null,
      data: null,
      message: null,
      preview: {
        encoding: 'utf-8',
        total: 2,
        create: 2,
        update: 0,
        unchanged: 0,
        failed: 0,
        errors: [],
        expiresAt: new Date(api.clock().getTime() + IMPORT_PREVIEW_TTL_MINUTES * 60_000).toISOString(),
      },
    });
    expect(await groupNames(['九州エリアA', '=数式エリア'])).toEqual([]);
    // Nothing runs until the user confirms.
    expect(await api.app.jobWorker.drain()).toBe(0);

    // Only the uploader confirms.
    for (const token of [tokens.master, tokens.sampleClient])
      expect((await api.request('POST', `/import/confirm/${id}`, { token })).status).toBe(404);
    const confirmed = await api.request('POST', `/import/confirm/${id}`, { token: tokens.client });
    expect(confirmed).toMatchObject({ status: 202, body: { data: { status: IMPORT_STATUS.WAITING } } });
    expect((await api.request('POST', `/import/confirm/${id}`, { token: tokens.client })).status).toBe(409);
    expect(await api.app.jobWorker.drain()).toBe(1);
    expect(await status(tokens.client, id)).toEqual({
      status: IMPORT_STATUS.FINISHED_SUCCESS,
      errorPath: null,
      data: { total: 2, succeeded: 2, failed: 0 },
      message: null,
      preview: null,
    });
    expect((await groupNames(['九州エリアA', '=数式エリア'])).sort()).toEqual(
      ['=数式エリア', '九州エリアA'].sort(),
    );
  });

  it('reads a CP932 (Shift_JIS) file as well, and says so in the dry run', async () => {
    const content = iconv.encode(csv(`${NAME},${IP}`, '北陸エリア～B,'), 'cp932');
    const done = await importFile(content);
    expect(done.preview).toEqual(preview({ encoding: 'cp932', create: 1 }));
    expect(done.status.status).toBe(IMPORT_STATUS.FINISHED_SUCCESS);
    expect(await groupNames(['北陸エリア～B'])).toEqual(['北陸エリア～B']);
  });

  it('applies the good rows of a file with errors, and serves the error CSV to the uploader only', async () => {
    const content = csv(
      `${NAME},${IP}`,
      '四国エリアC,',
      ',10.0.0.1',
      '四国エリアC,999',
      '東北エリアD',
      '関東エリアE,=1+2',
    );
    const { id, preview: dryRun, status: done } = await importFile(content);
    expect(dryRun.preview).toMatchObject({ total: 5, create: 1, failed: 4 });
    // The dry run already gives its error CSV's URL: the console saves it before the good rows go in.
    expect(dryRun.errorPath).toMatch(new RegExp(`^https?://[^/]+/api/v1/import/error-file/${id}$`));
    expect(dryRun.preview?.errors).toEqual([
      { row: 3, column: NAME, message: 'グループ名を入力してください。' },
      { row: 4, column: NAME, message: 'ファイル内で重複しています。' },
      { row: 4, column: IP, message: 'IPアドレスの形式が正しくありません（999）。' },
      { row: 5, column: '', message: ja.server.importColumnCount },
      { row: 6, column: IP, message: 'IPアドレスの形式が正しくありません（=1+2）。' },
    ]);
    expect(done).toEqual({
      status: IMPORT_STATUS.FINISHED_WITH_FAILURES,
      errorPath: expect.stringMatching(new RegExp(`^https?://[^/]+/api/v1/import/error-file/${id}$`)),
      data: { total: 5, succeeded: 1, failed: 4 },
      message: formatMessage(ja.importPreview.finishedWithFailures, { total: 5, failed: 4 }),
      preview: null,
    });
    expect(await groupNames(['四国エリアC', '関東エリアE'])).toEqual(['四国エリアC']);

    const file = await getFile(api, done.errorPath ?? '', tokens.client);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    expect(file.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''%E5%8F%96%E8%BE%BC%E3%82%A8%E3%83%A9%E3%83%BC_/,
    );
    expect(parseCsv(decodeCp932(file.raw))).toEqual([
      [ja.csv.errorRow, ja.csv.errorColumn, ja.csv.errorMessage],
      ['3', NAME, 'グループ名を入力してください。'],
      ['4', NAME, 'ファイル内で重複しています。'],
      ['4', IP, 'IPアドレスの形式が正しくありません（999）。'],
      ['5', '', ja.server.importColumnCount],
      ['6', IP, 'IPアドレスの形式が正しくありません（=1+2）。'],
    ]);

    for (const token of [tokens.master, tokens.sampleClient, tokens.group]) {
      expect((await getFile(api, `/import/error-file/${id}`, token)).status).toBe(404);
      expect((await api.request('GET', `/import/status/${id}`, { token })).status).toBe(404);
    }

    // The corrected file again: the row that went in is left as it is, the others are created.
    const corrected = csv(
      `${NAME},${IP}`,
      '四国エリアC,',
      '中部エリアC2,10.0.0.1',
      '東北エリアD,',
      '関東エリアE,10.0.0.3',
    );
    const again = await importFile(corrected);
    expect(again.preview.preview).toMatchObject({ total: 4, create: 3, update: 0, unchanged: 1, failed: 0 });
    expect(again.status).toMatchObject({
      status: IMPORT_STATUS.FINISHED_SUCCESS,
      data: { total: 4, succeeded: 4, failed: 0 },
    });
    const count = await api.db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.serviceId, demoId), eq(groups.name, '四国エリアC')));
    expect(count).toHaveLength(1);
  });

  it('cancels a dry run: nothing is written, and its files go', async () => {
    const id = acceptedJobId(
      await uploadFile(
        api,
        '/demo/stores/uploads',
        tokens.client,
        'c.csv',
        csv(`${NAME},${IP}`, '取消エリアN,', ',10.0.0.9'),
      ),
    );
    await api.app.jobWorker.drain();
    const [job] = await api.db
      .select({ plan: importJobs.planFileId, errors: importJobs.errorFileId })
      .from(importJobs)
      .where(eq(importJobs.id, id));
    expect(job?.plan).toEqual(expect.any(String));
    expect(job?.errors).toEqual(expect.any(String));
    expect((await api.request('POST', `/import/cancel/${id}`, { token: tokens.master })).status).toBe(404);
    const cancelled = await api.request('POST', `/import/cancel/${id}`, { token: tokens.client });
    expect(cancelled).toMatchObject({
      status: 200,
      body: {
        data: { status: IMPORT_STATUS.CANCELLED, message: ja.importPreview.cancelled, errorPath: null },
      },
    });
    expect(await storedFileIds([job?.plan ?? '', job?.errors ?? ''])).toEqual([]);
    expect((await api.request('POST', `/import/confirm/${id}`, { token: tokens.client })).status).toBe(409);
    await api.app.jobWorker.drain();
    expect(await groupNames(['取消エリアN'])).toEqual([]);
  });

  it('refuses to apply a dry run whose rows changed meanwhile, or that waited too long', async () => {
    await importFile(csv(`${NAME},${IP}`, '変更エリアO,10.0.0.1'));
    const id = acceptedJobId(
      await uploadFile(
        api,
        '/demo/stores/uploads',
        tokens.client,
        'o.csv',
        csv(`${NAME},${IP}`, '新規エリアP,', '変更エリアO,10.0.0.2'),
      ),
    );
    await api.app.jobWorker.drain();
    expect(await status(tokens.client, id)).toEqual(preview({ create: 1, update: 1 }));
    // Someone edits the group the dry run planned to update.
    api.clock.advance(2000);
    await api.db
      .update(groups)
      .set({ ipAddress: '10.9.9.9', updatedAt: api.clock() })
      .where(and(eq(groups.serviceId, demoId), eq(groups.name, '変更エリアO')));
    await api.request('POST', `/import/confirm/${id}`, { token: tokens.client });
    await api.app.jobWorker.drain();
    expect(await status(tokens.client, id)).toMatchObject({
      status: IMPORT_STATUS.FAILED,
      message: formatMessage(ja.importPreview.changedSince, { row: 3 }),
    });
    // Nothing of the file went in: not even the row that did not change.
    expect(await groupNames(['新規エリアP'])).toEqual([]);

    const late = acceptedJobId(
      await uploadFile(
        api,
        '/demo/stores/uploads',
        tokens.client,
        'q.csv',
        csv(`${NAME},${IP}`, '期限エリアQ,'),
      ),
    );
    await api.app.jobWorker.drain();
    api.clock.advance(IMPORT_PREVIEW_TTL_MINUTES * 60_000 + 1000);
    const refused = await api.request('POST', `/import/confirm/${late}`, { token: tokens.client });
    expect(refused).toMatchObject({
      status: 202,
      body: {
        data: {
          status: IMPORT_STATUS.FAILED,
          message: formatMessage(ja.importPreview.expired, { minutes: IMPORT_PREVIEW_TTL_MINUTES }),
        },
      },
    });
    await api.app.jobWorker.drain();
    expect(await groupNames(['期限エリアQ'])).toEqual([]);
  });

  it('fails a file whose header or CSV form is wrong, or that has no data row', async () => {
    const cases = [
      [csv('名前,IPアドレス', '中国エリアF,'), `足りない列：${NAME}`],
      [csv(`${NAME},${IP},備考`, '中国エリアH,,'), '取り込めない列：備考'],
      [csv(`${NAME},${IP}`, '"中国エリアI,'), ja.errors.importFormatInvalid],
    ] as const;
    for (const [content, message] of cases) {
      expect((await importFile(content)).status).toEqual({
        status: IMPORT_STATUS.FAILED,
        errorPath: null,
        data: null,
        message: expect.stringContaining(message),
        preview: null,
      });
    }
    expect((await importFile(csv(`${NAME},${IP}`, ',', ''))).status).toMatchObject({
      status: IMPORT_STATUS.FAILED,
      message: ja.server.importNoRows,
    });
  });

  it('refuses the same file for the same target again: after a success, and while one waits', async () => {
    const content = csv(`${NAME},${IP}`, '沖縄エリアJ,');
    expect((await importFile(content)).status.status).toBe(IMPORT_STATUS.FINISHED_SUCCESS);
    expect((await importFile(content)).status).toEqual({
      status: IMPORT_STATUS.DUPLICATE_FAILURE,
      errorPath: null,
      data: null,
      message: ja.errors.duplicateImportData,
      preview: null,
    });

    const twice = csv(`${NAME},${IP}`, '沖縄エリアK,');
    const first = acceptedJobId(await uploadFile(api, '/demo/stores/uploads', tokens.client, 'a.csv', twice));
    api.clock.advance(1000);
    const second = acceptedJobId(
      await uploadFile(api, '/demo/stores/uploads', tokens.master, 'b.csv', twice),
    );
    await api.app.jobWorker.drain();
    // The first waits for its user's confirmation; the second is the same file meanwhile.
    expect((await status(tokens.client, first)).status).toBe(IMPORT_STATUS.PREVIEWED);
    expect((await status(tokens.master, second)).status).toBe(IMPORT_STATUS.DUPLICATE_FAILURE);

    // A file that failed may come again (and fails again, for its own reason).
    const broken = csv('名前', 'x');
    expect((await importFile(broken)).status.status).toBe(IMPORT_STATUS.FAILED);
    expect((await importFile(broken)).status.status).toBe(IMPORT_STATUS.FAILED);
  });

  it('refuses a bad file at upload with a Japanese 422 on the file field', async () => {
    const refusals: [string, string | Uint8Array, string][] = [
      ['groups.txt', csv(`${NAME},${IP}`), ja.errors.importFileType],
      ['groups', csv(`${NAME},${IP}`), ja.errors.importFileType],
      ['groups.csv', '', ja.server.importNoRows],
      ['groups.csv', Buffer.from([0xff, 0xfe, 0x41, 0x00]), ja.errors.csvEncoding],
      ['groups.csv', Buffer.from([0x82, 0xa0, 0x2c, 0x82, 0xff, 0x0d, 0x0a]), ja.errors.csvEncoding],
      ['groups.csv', Buffer.alloc(1024 * 1024 + 1, 0x41), formatMessage(ja.main.csvTooLarge, { maxSize: 1 })],
    ];
    for (const [fileName, content, message] of refusals) {
      const response = await uploadFile(api, '/demo/stores/uploads', tokens.client, fileName, content);
      expect({ fileName, status: response.status, body: response.body }).toEqual({
        fileName,
        status: 422,
        body: { message, errors: [{ name: 'file', message }] },
      });
    }

    const required = fieldMessage(ja.server.fields.file, ja.validation.selectionRequired);
    const json = await api.request('POST', '/demo/stores/uploads', {
      token: tokens.client,
      body: { file: 'x' },
    });
    expect(json).toMatchObject({ status: 422, body: { message: required } });
    const wrongField = await uploadFile(api, '/demo/stores/uploads', tokens.client, 'a.csv', 'x', 'upload');
    expect(wrongField).toMatchObject({ status: 422, body: { message: required } });
  });

  it('checks the tenant, the role, the shop and the importer of every upload', async () => {
    const file = (name: string) => csv(`${NAME},${IP}`, `${name},`);
    applied.length = 0;
    const expectations: [keyof DemoTokens | null, string, number][] = [
      ['master', '/demo/stores/uploads', 202],
      ['client', '/demo/stores/uploads', 202],
      ['group', '/demo/stores/uploads', 403],
      ['store', '/demo/stores/uploads', 403],
      ['sampleClient', '/demo/stores/uploads', 403],
      ['sampleClient', '/sample/stores/uploads', 202],
      ['client', '/no-such-service/stores/uploads', 404],
      [null, '/demo/stores/uploads', 401],
      // The allowed-IP importer is registered (the stores module): its upload is accepted.
      ['client', '/demo/stores/upload-allow-ip', 202],
      ['store', `/demo/shops/${storeShopId}/estimate-products/upload`, 202],
      ['store', `/demo/shops/${otherDemoShopId}/estimate-products/upload`, 403],
      ['client', `/demo/shops/${otherDemoShopId}/estimate-products/upload`, 202],
      ['client', `/demo/shops/${sampleShopId}/estimate-products/upload`, 404],
      ['client', '/demo/shops/abc/estimate-products/upload', 404],
      ['group', `/demo/shops/${storeShopId}/estimate-products/upload`, 403],
      // The contract importers are registered (the contracts module); the zip target's checks are
      // in estimate-images.test.ts.
      ['client', `/demo/shops/${storeShopId}/contracts/uploads`, 202],
      ['store', `/demo/shops/${storeShopId}/contracts/uploads`, 403],
    ];
    let index = 0;
    const accepted: [string, string][] = [];
    for (const [account, path, expected] of expectations) {
      index += 1;
      const content = path.includes('estimate-products')
        ? csv('メモ', `memo ${index}`)
        : file(`権限確認${index}`);
      const response = await uploadFile(api, path, account ? tokens[account] : '', 'file.csv', content);
      expect({ account, path, status: response.status }).toEqual({ account, path, status: expected });
      if (expected === 422) expect(response.body).toEqual({ message: ja.server.importNotAvailable });
      if (expected === 202 && account) accepted.push([tokens[account], acceptedJobId(response)]);
    }
    await api.app.jobWorker.drain();
    for (const [token, id] of accepted) await api.request('POST', `/import/confirm/${id}`, { token });
    await api.app.jobWorker.drain();
    expect(applied.map((entry) => entry.shopId).sort()).toEqual([storeShopId, otherDemoShopId].sort());
  });

  // Last: it moves the clock a day on, past the life of the tokens.
  it('deletes an upload once imported, and keeps a waiting one through the purge of old files', async () => {
    const done = acceptedJobId(
      await uploadFile(
        api,
        '/demo/stores/uploads',
        tokens.client,
        'a.csv',
        csv(`${NAME},${IP}`, '削除確認L,'),
      ),
    );
    const [before] = await api.db
      .select({ fileId: importJobs.uploadFileId })
      .from(importJobs)
      .where(eq(importJobs.id, done));
    await api.app.jobWorker.drain();
    expect(await storedFileIds([before?.fileId ?? ''])).toEqual([]);

    const rejected = await importFile(csv(`${NAME},${IP}`, ','));
    const [report] = await api.db
      .select({ fileId: importJobs.errorFileId })
      .from(importJobs)
      .where(eq(importJobs.id, rejected.id));
    const waiting = acceptedJobId(
      await uploadFile(
        api,
        '/demo/stores/uploads',
        tokens.client,
        'b.csv',
        csv(`${NAME},${IP}`, '削除確認M,'),
      ),
    );
    const [pending] = await api.db
      .select({ fileId: importJobs.uploadFileId })
      .from(importJobs)
      .where(eq(importJobs.id, waiting));
    api.clock.advance(25 * 60 * 60_000);
    await api.app.jobWorker.purgeExpiredFiles();
    expect(await storedFileIds([pending?.fileId ?? '', report?.fileId ?? ''])).toEqual([pending?.fileId]);
  });
});
