import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerListResponseSchema,
  exportRequestResponseSchema,
  exportStatusResponseSchema,
} from '@shared/api';
import { EXPORT_STATUS } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import { decodeCp932 } from '@shared/encoding';
import { ja } from '@shared/messages';
import { customers } from '../../src-server/modules/customers/schema';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';
import { getFile } from './support/jobs';

const labels = ja.customers.fields;

describe.each(DATABASE_TARGETS)('CSV export 0003 (customers) on $name', (target) => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi(target, {
      jobs: { worker: false, settings: { exportBatchRows: 7 } },
      pushes: { worker: false },
    });
    token = await api.login('client@demo.example');
  }, 240_000);
  afterAll(() => api?.close());

  async function exportRecords(path: string): Promise<string[][]> {
    const started = await api.request('GET', path, { token });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
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

  it('exports in CP932 the customers the list shows under its filters, headers from the catalogue, formulas escaped', async () => {
    const first = customerListResponseSchema.parse(
      (await api.request('GET', '/demo/customers?limit=1', { token })).body,
    ).data[0]!;
    await api.db
      .update(customers)
      .set({ nameSei: '=HYPERLINK("x")', nameSeiKana: 'テスト' })
      .where(eq(customers.id, first.id));
    const [header, ...records] = await exportRecords('/demo/exports/0003?name=%E7%94%B0');
    expect(header).toEqual([
      labels.id,
      labels.name,
      labels.nameKana,
      labels.mobilePhone,
      labels.homePhone,
      labels.mailAddress,
      labels.mobileNo,
      '連携日時',
      labels.deviceCount,
      '登録日時',
      labels.updatedAt,
    ]);
    const listed = customerListResponseSchema.parse(
      (await api.request('GET', '/demo/customers?limit=200&name=%E7%94%B0', { token })).body,
    );
    expect(records.map((row) => row[0]).sort()).toEqual(listed.data.map((row) => String(row.id)).sort());
    expect(records.every((row) => row[1]!.replace(' ', '').includes('田'))).toBe(true);
    const sample = listed.data[0]!;
    const row = records.find((record) => record[0] === String(sample.id))!;
    expect(row[3]).toBe(sample.mobilePhone ?? '');
    expect(row[5]).toBe(sample.mailAddress ?? '');

    const all = await exportRecords('/demo/exports/0003');
    const formula = all.find((record) => record[0] === String(first.id))!;
    expect(formula[1]!.startsWith("'=")).toBe(true);
    expect(all.length - 1).toBe(
      customerListResponseSchema.parse((await api.request('GET', '/demo/customers?limit=1', { token })).body)
        .meta.total,
    );
  });
});
