import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contractListResponseSchema,
  estimateProductListResponseSchema,
  exportRequestResponseSchema,
  exportStatusResponseSchema,
} from '@shared/api';
import { EXPORT_STATUS } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import { decodeCp932 } from '@shared/encoding';
import { CONTRACT_IMPORT_HEADER, ESTIMATE_PRODUCT_IMPORT_HEADER } from '@shared/imports';
import { formatMessage, ja } from '@shared/messages';
import { services } from '../../src-server/platform/db/schema';
import { shopIdByName } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { getFile } from './support/jobs';

describe.each(DATABASE_TARGETS)('CSV exports 0007 and 0008 on $name', (target) => {
  const { api, tokens } = demoApi(target, {
    jobs: { worker: false, settings: { exportBatchRows: 7 } },
    setupTimeout: 180_000,
  });
  let ownShop: number;

  beforeAll(async () => {
    ownShop = await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店');
    // Migrating and seeding PGlite takes about a minute on a busy 2-core machine.
  });

  async function runExport(token: string, path: string) {
    const started = await api.request('GET', path, { token });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const id = exportRequestResponseSchema.parse(started.body).data.id;
    await api.app.jobWorker.drain();
    return exportStatusResponseSchema.parse(
      (await api.request('GET', `/export/status/${id}`, { token })).body,
    ).data;
  }

  async function exportRecords(token: string, path: string): Promise<string[][]> {
    const status = await runExport(token, path);
    expect(status).toMatchObject({ status: EXPORT_STATUS.SUCCESS, error: null });
    const file = await getFile(api, status.url ?? '', token);
    expect(file.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    return parseCsv(decodeCp932(file.raw));
  }

  it("exports the store's own contracts as CP932 in the import's columns, labels from the catalogue", async () => {
    const [header, ...records] = await exportRecords(tokens.store, `/demo/exports/0007?shopId=${ownShop}`);
    expect(header).toEqual(CONTRACT_IMPORT_HEADER);
    const list = contractListResponseSchema.parse(
      (await api.request('GET', `/demo/shops/${ownShop}/contracts?limit=200`, { token: tokens.store })).body,
    );
    expect(records.map((record) => record[0]).sort()).toEqual(
      list.data.map((row) => row.contractNumber).sort(),
    );
    const revolving = records.find((record) => record[1] === ja.paymentCount.revolving);
    expect(revolving?.slice(2)).toEqual([ja.contracts.interestType[3], '15.00', '10000']);
    expect(records.some((record) => record[1] === '12回' && record[2] === ja.contracts.interestType[1])).toBe(
      true,
    );
    expect(records.some((record) => record[1] === ja.paymentCount.onetime && record[4] === '')).toBe(true);
  });

  it('exports the filtered contracts only, and refuses a shop outside the reach or none at the request', async () => {
    const [, ...records] = await exportRecords(
      tokens.client,
      `/demo/exports/0007?shopId=${ownShop}&condition=ribbonPayment`,
    );
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record[1] === ja.paymentCount.revolving)).toBe(true);
    const outside = await api.request('GET', `/demo/exports/0007?shopId=${ownShop + 1}`, {
      token: tokens.store,
    });
    expect(outside.status).toBe(422);
    expect(outside.body).toMatchObject({
      message: formatMessage(ja.server.exportFilterInvalid, { name: ja.server.fields.shopId }),
    });
    const none = await api.request('GET', '/demo/exports/0007', { token: tokens.client });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({
      errors: [
        {
          name: 'shopId',
          message: formatMessage(ja.server.exportFilterRequired, { name: ja.server.fields.shopId }),
        },
      ],
    });
  });

  it('exports estimate products as CP932 with their contract numbers; a store without trial calculation may not', async () => {
    const [header, ...records] = await exportRecords(tokens.client, `/demo/exports/0008?shopId=${ownShop}`);
    expect(header).toEqual(ESTIMATE_PRODUCT_IMPORT_HEADER);
    const list = estimateProductListResponseSchema.parse(
      (
        await api.request('GET', `/demo/shops/${ownShop}/estimate-products?limit=200`, {
          token: tokens.client,
        })
      ).body,
    );
    expect(records.length).toBe(list.meta.total);
    const first = list.data[0];
    expect(records.find((record) => record[0] === String(first?.id))).toEqual([
      String(first?.id),
      first?.title,
      String(first?.amount),
      first?.contract.contractNumber,
    ]);
    await api.db.update(services).set({ enableTrailCalc: 0 }).where(eq(services.subdomain, 'demo'));
    try {
      const refused = await api.request('GET', `/demo/exports/0008?shopId=${ownShop}`, {
        token: tokens.store,
      });
      expect(refused.status).toBe(403);
    } finally {
      await api.db.update(services).set({ enableTrailCalc: 1 }).where(eq(services.subdomain, 'demo'));
    }
  });
});
