import { describe, expect, it } from 'vitest';
import {
  couponListResponseSchema,
  exportRequestResponseSchema,
  exportStatusResponseSchema,
} from '@shared/api';
import { EXPORT_STATUS } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import { decodeCp932 } from '@shared/encoding';
import { ja } from '@shared/messages';
import { couponForm } from './support/coupons';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { getFile } from './support/jobs';

describe.each(DATABASE_TARGETS)('CSV export 0005 (coupons) on $name', (target) => {
  const { api, tokens } = demoApi(target, { jobs: { worker: false, settings: { exportBatchRows: 7 } } });

  async function exportRecords(token: string, path: string): Promise<string[][]> {
    const started = await api.request('GET', path, { token });
    expect(started.status).toBe(202);
    const id = exportRequestResponseSchema.parse(started.body).data.id;
    await api.app.jobWorker.drain();
    const status = exportStatusResponseSchema.parse(
      (await api.request('GET', `/export/status/${id}`, { token })).body,
    ).data;
    expect(status).toMatchObject({ status: EXPORT_STATUS.SUCCESS, error: null });
    const file = await getFile(api, status.url ?? '', token);
    expect(file.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    return parseCsv(decodeCp932(file.raw));
  }

  const listIds = async (token: string, query: string) =>
    couponListResponseSchema
      .parse((await api.request('GET', `/demo/coupons?limit=200&${query}`, { token })).body)
      .data.map((coupon) => String(coupon.id))
      .sort();

  it('exports in CP932 the coupons the list shows a store, with labels from the catalogue', async () => {
    const created = await api.request('POST', '/demo/coupons', {
      token: tokens.store,
      body: couponForm({
        name: '＝SUM(A1)～ポイント２倍',
        noteBackground: 'skyBlue',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      }),
    });
    expect(created.status).toBe(201);
    const [header, ...records] = await exportRecords(tokens.store, '/demo/exports/0005');
    expect(header).toEqual([
      'クーポン',
      'クーポン名',
      '店舗',
      'タイトル',
      '概要',
      '内容・利用条件',
      '利用回数の制限',
      '残り利用可能回数',
      '利用回数',
      '表示メモ',
      '表示メモの背景色',
      '掲載開始日',
      '掲載終了日',
      '状態',
      '登録日時',
      '更新日時',
    ]);
    expect(records.map((record) => record[0]).sort()).toEqual(await listIds(tokens.store, ''));
    const row = records.find((record) => record[1]?.includes('ポイント２倍'));
    expect(row?.slice(6, 13)).toEqual([
      '制限あり',
      '100',
      '0',
      '会員様限定',
      ja.enums.noteBackground.skyBlue,
      '2026/03/01',
      '2026/03/31',
    ]);
    expect(row?.[1]).toBe('＝SUM(A1)～ポイント２倍');
  });

  it("applies the list's filters and the group's scope", async () => {
    const paused = await exportRecords(tokens.group, '/demo/exports/0005?state=paused&keyword=');
    expect(
      paused
        .slice(1)
        .map((record) => record[0])
        .sort(),
    ).toEqual(await listIds(tokens.group, 'state=paused'));
    expect(paused.slice(1).every((record) => record[13] === ja.enums.couponState.paused)).toBe(true);
  });

  it('refuses at the request an export whose filter the list would refuse', async () => {
    const refused = await api.request('GET', '/demo/exports/0005?state=gone', { token: tokens.client });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: [{ name: 'state' }] });
  });
});
