import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateProductListResponseSchema, importStatusResponseSchema } from '@shared/api';
import type { EstimateProductItem, ImportStatusBody } from '@shared/api';
import { IMPORT_STATUS } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import { decodeCp932, encodeCp932 } from '@shared/encoding';
import { formatMessage, ja } from '@shared/messages';
import { mediaFiles } from '../../src-server/platform/db/schema';
import { shopIdByName } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { SAMPLE_FILES } from './support/http';
import { acceptedJobId, getFile, uploadFile } from './support/jobs';
import { makeZip } from './support/zip';

const zipText = ja.contracts.zip;
const entryError = (name: string, message: string) => formatMessage(zipText.entry, { name, message });

describe.each(DATABASE_TARGETS)('estimate image zip import (1001) on $name', (target) => {
  const { api, tokens } = demoApi(target, {
    jobs: { worker: false, settings: { zipMaxBytes: 2 * 1024 * 1024 } },
    setupTimeout: 180_000,
  });
  let shopId: number;
  let products: EstimateProductItem[];

  beforeAll(async () => {
    shopId = await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店');
    products = estimateProductListResponseSchema.parse(
      (
        await api.request('GET', `/demo/shops/${shopId}/estimate-products?limit=100&sort=title`, {
          token: tokens.store,
        })
      ).body,
    ).data;
    // Migrating and seeding PGlite takes about a minute on a busy 2-core machine.
  });

  async function runImport(zip: Buffer, token = tokens.store): Promise<ImportStatusBody> {
    const id = acceptedJobId(
      await uploadFile(api, `/demo/shops/${shopId}/upload-image`, token, 'images.zip', zip),
    );
    await api.app.jobWorker.drain();
    return importStatusResponseSchema.parse(
      (await api.request('GET', `/import/status/${id}`, { token })).body,
    ).data;
  }

  async function errorLines(status: ImportStatusBody, token = tokens.store): Promise<string[][]> {
    const file = await getFile(api, status.errorPath ?? '', token);
    return parseCsv(decodeCp932(file.raw)).slice(1);
  }

  const imageOf = async (id: number) =>
    estimateProductListResponseSchema
      .parse(
        (
          await api.request('GET', `/demo/shops/${shopId}/estimate-products?limit=100`, {
            token: tokens.store,
          })
        ).body,
      )
      .data.find((product) => product.id === id)?.imageUrl ?? null;
  const mediaCount = async () => (await api.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0;

  it('stores each image on the product its file name names: by id, or by title in CP932 inside a folder', async () => {
    const [byId, byTitle] = products;
    if (!byId || !byTitle) throw new Error('demo products missing');
    const cp932 = encodeCp932(`写真/${byTitle.title}.JPG`);
    if (!cp932.ok) throw new Error('title not in CP932');
    const done = await runImport(
      makeZip([
        { name: 'images/', data: Buffer.alloc(0), stored: true },
        { name: `images/${byId.id}.png`, data: SAMPLE_FILES.png },
        { name: Buffer.from(cp932.bytes), utf8: false, data: SAMPLE_FILES.jpeg, stored: true },
      ]),
    );
    expect(done).toMatchObject({
      status: IMPORT_STATUS.FINISHED_SUCCESS,
      data: { total: 2, succeeded: 2, failed: 0 },
    });
    expect(await imageOf(byId.id)).toMatch(/\/media\//);
    expect(await imageOf(byTitle.id)).toMatch(/\/media\//);
  });

  it('refuses the whole zip when an entry matches no product or is no image, storing nothing', async () => {
    const before = await mediaCount();
    const [product] = products;
    const done = await runImport(
      makeZip([
        { name: `${product?.id}.png`, data: SAMPLE_FILES.png },
        { name: 'どの商品でもない.png', data: SAMPLE_FILES.png },
        { name: 'memo.txt', data: Buffer.from('メモ') },
        { name: 'fake.jpg', data: SAMPLE_FILES.text },
        { name: `${product?.title}.gif`, data: SAMPLE_FILES.png },
      ]),
    );
    expect(done).toMatchObject({
      status: IMPORT_STATUS.FINISHED_WITH_FAILURES,
      data: { total: 5, failed: 4 },
    });
    expect(await errorLines(done)).toEqual([
      ['2', zipText.entryColumn, entryError('どの商品でもない.png', zipText.noProduct)],
      ['3', zipText.entryColumn, entryError('memo.txt', ja.errors.imageExtension)],
      ['4', zipText.entryColumn, entryError('fake.jpg', ja.errors.imageExtension)],
      ['5', zipText.entryColumn, entryError(`${product?.title}.gif`, zipText.duplicateProduct)],
    ]);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses hostile entries one by one: paths out, links, a zip inside, encryption, a bomb', async () => {
    const before = await mediaCount();
    const [product] = products;
    const bomb = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(3 * 1024 * 1024)]);
    const done = await runImport(
      makeZip([
        { name: '../../etc/passwd.png', data: SAMPLE_FILES.png },
        { name: '/abs/1.png', data: SAMPLE_FILES.png },
        { name: 'C:/windows/1.png', data: SAMPLE_FILES.png },
        { name: 'link.png', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
        { name: 'inner.zip', data: makeZip([{ name: 'a.png', data: SAMPLE_FILES.png }]) },
        { name: 'inner.png', data: makeZip([{ name: 'a.png', data: SAMPLE_FILES.png }]) },
        { name: 'secret.png', data: SAMPLE_FILES.png, encrypted: true, stored: true },
        { name: `${product?.id}.png`, data: bomb, declaredSize: 1000 },
      ]),
    );
    expect(done.status).toBe(IMPORT_STATUS.FINISHED_WITH_FAILURES);
    expect((await errorLines(done)).map((line) => line[2])).toEqual([
      entryError('../../etc/passwd.png', zipText.unsafePath),
      entryError('/abs/1.png', zipText.unsafePath),
      entryError('C:/windows/1.png', zipText.unsafePath),
      entryError('link.png', zipText.symlink),
      entryError('inner.zip', zipText.nestedZip),
      entryError('inner.png', zipText.nestedZip),
      entryError('secret.png', zipText.encrypted),
      entryError(`${product?.id}.png`, zipText.bomb),
    ]);
    expect(await mediaCount()).toBe(before);
  });

  it('stops at the expansion limit, and refuses a file that is no zip', async () => {
    const big = Array.from({ length: 3 }, (_, index) => ({
      name: `${index}.png`,
      data: Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(900 * 1024)]),
    }));
    const limited = await runImport(makeZip(big));
    expect(limited).toMatchObject({
      status: IMPORT_STATUS.FAILED,
      message: formatMessage(zipText.totalTooLarge, { maxSize: 2 }),
    });
    const broken = await runImport(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]));
    expect(broken).toMatchObject({ status: IMPORT_STATUS.FAILED, message: zipText.broken });
    const refused = await uploadFile(
      api,
      `/demo/shops/${shopId}/upload-image`,
      tokens.store,
      'images.zip',
      'hello',
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: ja.errors.importFileType });
  });

  it('answers per shop and role: another shop 403, a group 403, another tenant 404', async () => {
    const zip = makeZip([{ name: 'a.png', data: SAMPLE_FILES.png }]);
    const upload = (path: string, token: string) => uploadFile(api, path, token, 'images.zip', zip);
    expect((await upload(`/demo/shops/${shopId + 1}/upload-image`, tokens.store)).status).toBe(403);
    expect((await upload(`/demo/shops/${shopId}/upload-image`, tokens.group)).status).toBe(403);
    expect((await upload(`/sample/shops/${shopId}/upload-image`, tokens.sampleClient)).status).toBe(404);
  });
});
