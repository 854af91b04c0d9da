import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRequestResponseSchema, exportStatusResponseSchema } from '@shared/api';
import type { ExportStatusBody } from '@shared/api';
import { EXPORT_STATUS, SHOP_STATUS } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import { decodeCp932 } from '@shared/encoding';
import { formatDateTime } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { groups, services, shops, users } from '../../src-server/platform/db/schema';
import { DEMO_ACCOUNTS } from '../../src-server/index';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';
import { loginDemoAccounts } from './support/accounts';
import type { DemoTokens } from './support/accounts';
import { getFile } from './support/jobs';

const HEADER = [
  '店舗ID',
  '店舗コード',
  '店舗名',
  'グループ',
  '郵便番号',
  '都道府県',
  '市区町村',
  '町名・番地',
  '建物名',
  '電話番号',
  'ステータス',
  'EC',
  '登録日時',
  '更新日時',
  'オーナー姓',
  'オーナー名',
  'メールアドレス',
  '会社名',
  '市区町村コード',
  'ジャンル',
  'サービスタグ',
  '備考',
  '緯度',
  '経度',
  'EC店舗ID',
  'EC売上種別',
  'EC接続元IPアドレス',
  'ECリダイレクトURL',
  'EC生成キー',
];

describe.each(DATABASE_TARGETS)('CSV export jobs on $name', (target) => {
  let api: TestApi;
  let tokens: DemoTokens;
  let demoId: number;
  let sampleId: number;

  beforeAll(async () => {
    // Small pages and chunks, so that the demo's shops take many of each.
    api = await startTestApi(target, {
      jobs: { worker: false, settings: { exportBatchRows: 7, fileChunkBytes: 1000 } },
    });
    tokens = await loginDemoAccounts(api);
    const rows = await api.db.select({ id: services.id, subdomain: services.subdomain }).from(services);
    demoId = rows.find((row) => row.subdomain === 'demo')?.id ?? 0;
    sampleId = rows.find((row) => row.subdomain === 'sample')?.id ?? 0;
  });
  afterAll(() => api?.close());

  async function requestExport(token: string, path: string) {
    const response = await api.request('GET', path, { token });
    expect(response.status).toBe(202);
    return exportRequestResponseSchema.parse(response.body).data.id;
  }

  async function status(token: string, id: string): Promise<ExportStatusBody> {
    const response = await api.request('GET', `/export/status/${id}`, { token });
    expect(response.status).toBe(200);
    return exportStatusResponseSchema.parse(response.body).data;
  }

  /** Requests, runs and downloads an export; answers the CSV records. */
  async function exportRecords(token: string, path: string): Promise<string[][]> {
    const id = await requestExport(token, path);
    await api.app.jobWorker.drain();
    const done = await status(token, id);
    expect(done).toMatchObject({ status: EXPORT_STATUS.SUCCESS, error: null });
    const file = await getFile(api, done.url ?? '', token);
    expect(file.status).toBe(200);
    return parseCsv(decodeCp932(file.raw));
  }

  async function shopCount(...conditions: Parameters<typeof and>) {
    const [row] = await api.db
      .select({ total: count() })
      .from(shops)
      .where(and(...conditions));
    return row?.total ?? 0;
  }

  it('runs an export job from waiting to success, and serves a CP932 CSV of every shop', async () => {
    const id = await requestExport(tokens.client, '/demo/exports/0001');
    expect(await status(tokens.client, id)).toEqual({
      status: EXPORT_STATUS.WAITING,
      url: null,
      error: null,
      processing: 'queued',
      format: 'csv',
      encoding: 'shift_jis',
      substitutions: null,
    });

    expect(await api.app.jobWorker.drain()).toBe(1);
    const done = await status(tokens.client, id);
    expect(done.status).toBe(EXPORT_STATUS.SUCCESS);
    expect(done.url).toMatch(new RegExp(`^https?://[^/]+/api/v1/export/download/${id}$`));

    const file = await getFile(api, done.url ?? '', tokens.client);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="shops_\d{8}_\d{4}\.csv"; filename\*=UTF-8''%E5%BA%97%E8%88%97_\d{8}_\d{4}\.csv$/,
    );
    expect(Number(file.headers['content-length'])).toBe(file.raw.length);
    expect([...file.raw.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    const text = decodeCp932(file.raw);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);

    const [header, ...records] = parseCsv(text);
    expect(header).toEqual(HEADER);
    expect(records).toHaveLength(await shopCount(eq(shops.serviceId, demoId)));

    const [shop] = await api.db
      .select()
      .from(shops)
      .where(eq(shops.serviceId, demoId))
      .orderBy(shops.id)
      .limit(1);
    expect(records[0]).toEqual([
      String(shop?.id),
      shop?.shopCode,
      shop?.name,
      expect.any(String),
      shop?.zipcode,
      expect.stringMatching(/[都道府県]$/),
      shop?.municipality,
      shop?.streetAddress,
      shop?.buildingName ?? '',
      shop?.telephone,
      ja.enums.shopStatus[shop?.status as 1],
      ja.enums.enableFlag[shop?.ecEnabled as 0 | 1],
      formatDateTime(shop?.registDate),
      formatDateTime(shop?.updatedAt),
      shop?.ownerNameSei,
      shop?.ownerNameMei,
      shop?.email,
      shop?.companyName ?? '',
      shop?.municipalityId,
      expect.any(String),
      expect.any(String),
      shop?.remarks ?? '',
      String(shop?.latitude),
      String(shop?.longitude),
      shop?.ecShopId ?? '',
      shop?.ecSalesType ? ja.enums.ecSalesType[shop.ecSalesType as 1 | 2] : '',
      shop?.ecAuthorizedIpAddress ?? '',
      shop?.ecRedirectUrl ?? '',
      shop?.ecGeneratedKey ?? '',
    ]);
    expect(records[0]?.[12]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  });

  it('escapes formulas, maps JIS dashes to their CP932 forms, and writes 〓 for text CP932 cannot hold', async () => {
    const [first] = await api.db
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(eq(shops.serviceId, demoId))
      .orderBy(shops.id)
      .limit(1);
    const shopId = first?.id ?? 0;
    const [last] = await api.db
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(eq(shops.serviceId, demoId))
      .orderBy(desc(shops.id))
      .limit(1);
    const lastShopId = last?.id ?? 0;
    const rename = (name: string) => api.db.update(shops).set({ name }).where(eq(shops.id, shopId));
    try {
      await rename('=HYPERLINK("http://example.com")〜本店');
      const records = await exportRecords(tokens.client, '/demo/exports/0001');
      const row = records.find((record) => record[0] === String(shopId));
      expect(row?.[2]).toBe('\'=HYPERLINK("http://example.com")～本店');

      // In the last page, while earlier pages are being encoded and written.
      await rename('普通の名前');
      await api.db.update(shops).set({ name: '𠮷野家 本店' }).where(eq(shops.id, lastShopId));
      const id = await requestExport(tokens.client, '/demo/exports/0001');
      await api.app.jobWorker.drain();
      const done = await status(tokens.client, id);
      const written = parseCsv(decodeCp932((await getFile(api, done.url ?? '', tokens.client)).raw));
      const lastRow = written.findIndex((record) => record[0] === String(lastShopId));
      expect(written[lastRow]?.[2]).toBe('〓野家 本店');
      expect(done).toMatchObject({
        status: EXPORT_STATUS.SUCCESS,
        error: null,
        substitutions: { cells: 1, rows: 1, rowNumbers: [lastRow + 1], characters: ['𠮷'] },
      });
    } finally {
      await rename(first?.name ?? '');
      await api.db
        .update(shops)
        .set({ name: last?.name ?? '' })
        .where(eq(shops.id, lastShopId));
    }
  });

  it('exports text with control characters, quotes and line breaks exactly, and filters by a keyword with quotes', async () => {
    const [shop] = await api.db
      .select({ id: shops.id, remarks: shops.remarks })
      .from(shops)
      .where(eq(shops.serviceId, demoId))
      .orderBy(shops.id)
      .limit(1);
    const shopId = shop?.id ?? 0;
    const remarks = 'a\u001fb\u001ec,"d"\r\n=e';
    const name = `O'Brien\\の店 "本店"`;
    const [named] = await api.db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
    await api.db.update(shops).set({ remarks, name }).where(eq(shops.id, shopId));
    try {
      const records = await exportRecords(tokens.client, '/demo/exports/0001');
      const header = records[0] ?? [];
      const row = records.find((record) => record[0] === String(shopId));
      expect(row?.[header.indexOf('備考')]).toBe(remarks);
      expect(row).toHaveLength(HEADER.length);
      expect(records.slice(1).every((record) => record.length === HEADER.length)).toBe(true);
      expect(records).toHaveLength(1 + (await shopCount(eq(shops.serviceId, demoId))));

      // The filters are written into the COPY statement as literals.
      const keyword = encodeURIComponent(`O'Brien\\の店 "`);
      const found = await exportRecords(tokens.client, `/demo/exports/0001?keyword=${keyword}`);
      expect(found.slice(1).map((record) => record[0])).toEqual([String(shopId)]);
      expect(found[1]?.[2]).toBe(name);
    } finally {
      await api.db
        .update(shops)
        .set({ remarks: shop?.remarks ?? null, name: named?.name ?? '' })
        .where(eq(shops.id, shopId));
    }
  });

  it("applies the store list's filters and ignores names it does not know", async () => {
    const active = await exportRecords(
      tokens.client,
      `/demo/exports/0001?status=${SHOP_STATUS.ACTIVE}&_=1&foo=bar`,
    );
    expect(active.length - 1).toBe(
      await shopCount(eq(shops.serviceId, demoId), eq(shops.status, SHOP_STATUS.ACTIVE)),
    );
    expect(new Set(active.slice(1).map((record) => record[10]))).toEqual(new Set([ja.enums.shopStatus[2]]));

    const tokyo = await exportRecords(tokens.client, '/demo/exports/0001?prefectureId=13&keyword=');
    expect(tokyo.length - 1).toBe(await shopCount(eq(shops.serviceId, demoId), eq(shops.prefectureId, 13)));
    expect(tokyo.slice(1).every((record) => record[5] === '東京都')).toBe(true);

    const [group] = await api.db.select().from(groups).where(eq(groups.serviceId, demoId)).limit(1);
    const grouped = await exportRecords(tokens.client, `/demo/exports/0001?groupId=${group?.id}`);
    expect(grouped.length - 1).toBe(await shopCount(eq(shops.groupId, group?.id ?? 0)));
    expect(grouped.slice(1).every((record) => record[3] === group?.name)).toBe(true);

    const byKeyword = await exportRecords(
      tokens.client,
      `/demo/exports/0001?keyword=${encodeURIComponent('渋谷')}`,
    );
    expect(byKeyword.length).toBeGreaterThan(1);
    expect(byKeyword.slice(1).every((record) => record.join(',').includes('渋谷'))).toBe(true);
  });

  it('exports for a group user only the shops of its group', async () => {
    const [groupUser] = await api.db
      .select({ groupId: users.groupId })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.group));
    const records = await exportRecords(tokens.group, '/demo/exports/0001');
    expect(records.length - 1).toBe(await shopCount(eq(shops.groupId, groupUser?.groupId ?? 0)));
    expect(records.length - 1).toBeLessThan(await shopCount(eq(shops.serviceId, demoId)));
  });

  it('cancels an export whose filter value the list would not accept', async () => {
    const [otherGroup] = await api.db.select().from(groups).where(eq(groups.serviceId, sampleId)).limit(1);
    const cases = [
      ['status=99', 'ステータス'],
      ['prefectureId=48', '都道府県'],
      ['groupId=abc', 'グループ'],
      [`groupId=${otherGroup?.id}`, 'グループ'],
    ] as const;
    for (const [query, label] of cases) {
      // Refused at the request, naming the filter, rather than a job cancelled later.
      const refused = await api.request('GET', `/demo/exports/0001?${query}`, { token: tokens.client });
      const message = formatMessage(ja.server.exportFilterInvalid, { name: label });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ message, errors: [{ name: query.split('=')[0], message }] });
    }
    // A job whose filters stopped holding by the time it runs (its group deleted since) is cancelled.
    const [group] = await api.db.select().from(groups).where(eq(groups.serviceId, demoId)).limit(1);
    const id = await requestExport(tokens.client, `/demo/exports/0001?groupId=${group?.id}`);
    await api.db.update(groups).set({ serviceId: sampleId }).where(eq(groups.id, group!.id));
    try {
      await api.app.jobWorker.drain();
      expect(await status(tokens.client, id)).toMatchObject({
        status: EXPORT_STATUS.CANCEL,
        url: null,
        error: formatMessage(ja.server.exportFilterInvalid, { name: 'グループ' }),
      });
    } finally {
      await api.db.update(groups).set({ serviceId: demoId }).where(eq(groups.id, group!.id));
    }
  });

  it('lets only the requesting user see the status and download the file', async () => {
    const id = await requestExport(tokens.client, '/demo/exports/0001');
    expect((await getFile(api, `/export/download/${id}`, tokens.client)).status).toBe(404);
    await api.app.jobWorker.drain();
    for (const token of [tokens.master, tokens.group, tokens.sampleClient, tokens.store]) {
      expect((await api.request('GET', `/export/status/${id}`, { token })).status).toBe(404);
      expect((await getFile(api, `/export/download/${id}`, token)).status).toBe(404);
    }
    expect((await api.request('GET', `/export/status/${id}`)).status).toBe(401);
    expect((await getFile(api, `/export/download/${id}`, tokens.client)).status).toBe(200);
    for (const bad of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      expect((await api.request('GET', `/export/status/${bad}`, { token: tokens.client })).status).toBe(404);
    }
  });

  it('checks the tenant, the role and the export kind of every request', async () => {
    const expectations: [string, string, number][] = [
      ['master', '/demo/exports/0001', 202],
      ['master', '/sample/exports/0001', 202],
      ['client', '/demo/exports/0001', 202],
      ['group', '/demo/exports/0001', 202],
      ['store', '/demo/exports/0001', 403],
      ['sampleClient', '/demo/exports/0001', 403],
      ['sampleClient', '/sample/exports/0001', 202],
      ['client', '/sample/exports/0001', 403],
      ['client', '/no-such-service/exports/0001', 404],
      ['client', '/demo/exports/0006', 404],
      ['client', '/demo/exports/9999', 404],
      ['client', '/demo/exports/0002', 202],
      ['store', '/demo/exports/0005', 202],
      ['client', '/demo/exports/0003', 202],
      ['store', '/demo/exports/0003', 403],
      ['sampleClient', '/sample/exports/0003', 403],
      // Allowed, but refused without the shop it needs.
      ['client', '/demo/exports/0007', 422],
      ['group', '/demo/exports/0008', 403],
    ];
    for (const [account, path, expected] of expectations) {
      const response = await api.request('GET', path, { token: tokens[account as keyof DemoTokens] });
      expect({ account, path, status: response.status }).toEqual({ account, path, status: expected });
    }
    expect((await api.request('GET', '/demo/exports/0001')).status).toBe(401);
    await api.app.jobWorker.drain();
  });

  // Last: it moves the clock a day on, past the life of the tokens.
  it('keeps an export downloadable for a day, then only its status', async () => {
    const id = await requestExport(tokens.client, '/demo/exports/0001');
    await api.app.jobWorker.drain();
    api.clock.advance(23 * 60 * 60_000);
    const token = await api.login(DEMO_ACCOUNTS.client);
    await api.app.jobWorker.purgeExpiredFiles();
    expect((await getFile(api, `/export/download/${id}`, token)).status).toBe(200);
    api.clock.advance(2 * 60 * 60_000);
    await api.app.jobWorker.purgeExpiredFiles();
    expect(await status(token, id)).toMatchObject({ status: EXPORT_STATUS.SUCCESS, url: null, error: null });
    expect((await getFile(api, `/export/download/${id}`, token)).status).toBe(404);
  });
});
