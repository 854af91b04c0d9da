import { and, count, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportRequestResponseSchema, exportStatusResponseSchema } from '@shared/api';
import type { ImportStatusBody } from '@shared/api';
import { IMPORT_STATUS } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import { decodeCp932 } from '@shared/encoding';
import {
  CONTRACT_IMPORT_HEADER,
  CONTRACT_INTEREST_IMPORT_HEADER,
  ESTIMATE_PRODUCT_IMPORT_HEADER,
} from '@shared/imports';
import { formatMessage, ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { contracts, estimateProducts } from '../../src-server/modules/contracts/schema';
import { shopIdByName } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { acceptedJobId, getFile, importStatus, importThroughDryRun, uploadFile } from './support/jobs';

const labels = ja.contracts.fields;
const csv = (header: readonly string[], ...lines: string[]) =>
  [header.join(','), ...lines].map((line) => `${line}\r\n`).join('');
const cp932 = (text: string) => iconv.encode(text, 'cp932');

describe.each(DATABASE_TARGETS)('contract and estimate product CSV imports on $name', (target) => {
  const { api, tokens } = demoApi(target, { jobs: { worker: false }, setupTimeout: 180_000 });
  let shopId: number;
  let otherShopId: number;

  beforeAll(async () => {
    shopId = await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店');
    const [other] = await api.db
      .select({ id: contracts.shopId })
      .from(contracts)
      .where(and(eq(contracts.contractNumber, 'KY0001-001')));
    otherShopId = other?.id ?? 0;
    // Migrating and seeding PGlite takes about a minute on a busy 2-core machine.
  });

  /** Uploads, confirms the dry run and answers the final status, as the console does. */
  async function runImport(
    path: string,
    content: Uint8Array | string,
    token = tokens.client,
  ): Promise<ImportStatusBody> {
    return (await dryRunAndImport(path, content, token)).status;
  }

  function dryRunAndImport(path: string, content: Uint8Array | string, token = tokens.client) {
    return importThroughDryRun(api, `/demo/shops/${shopId}/${path}`, token, 'import.csv', content);
  }

  async function errorLines(status: ImportStatusBody): Promise<string[][]> {
    const file = await getFile(api, status.errorPath ?? '', tokens.client);
    return parseCsv(decodeCp932(file.raw)).slice(1);
  }

  const contractCount = async (shop = shopId) =>
    (await api.db.select({ n: count() }).from(contracts).where(eq(contracts.shopId, shop)))[0]?.n ?? 0;
  const contractByNumber = async (number: string) =>
    (
      await api.db
        .select()
        .from(contracts)
        .where(and(eq(contracts.shopId, shopId), eq(contracts.contractNumber, number)))
    )[0];

  describe('contracts (shops/{shopId}/contracts/uploads)', () => {
    it('creates and updates by contract number from a CP932 file with the export labels', async () => {
      const before = await contractCount();
      const { preview, status: done } = await dryRunAndImport(
        'contracts/uploads',
        cp932(
          csv(
            CONTRACT_IMPORT_HEADER,
            'IMP-001,12回,実質年率（元利均等）,12.00,"3,000"',
            'IMP-002,リボ払い,3,15,10000',
            `KY${String(shopId).padStart(4, '0')}-001,2,1,0,`,
          ),
        ),
      );
      expect(preview.preview).toMatchObject({ encoding: 'cp932', total: 3, create: 2, update: 1, failed: 0 });
      expect(done).toMatchObject({
        status: IMPORT_STATUS.FINISHED_SUCCESS,
        data: { total: 3, succeeded: 3 },
      });
      expect(await contractCount()).toBe(before + 2);
      expect(await contractByNumber('IMP-001')).toMatchObject({
        condition: '12',
        interestType: 3,
        amountPayment: 3000,
      });
      expect(await contractByNumber('IMP-002')).toMatchObject({
        condition: 'ribbonPayment',
        interestRate: 15,
      });
      expect(await contractByNumber(`KY${String(shopId).padStart(4, '0')}-001`)).toMatchObject({
        condition: '2',
      });
    });

    it('answers 404 for an upload to a shop id that cannot exist, and starts no job', async () => {
      const file = csv(CONTRACT_IMPORT_HEADER, 'BADSHOP-001,3回,2,5,');
      for (const shop of ['0', 'abc', '1e3', '99999999999', '2147483648']) {
        const answer = await uploadFile(
          api,
          `/demo/shops/${shop}/contracts/uploads`,
          tokens.client,
          'x.csv',
          file,
        );
        expect(answer.status, shop).toBe(404);
      }
      await api.app.jobWorker.drain();
      expect(await contractByNumber('BADSHOP-001')).toBeUndefined();
    });

    it('refuses to apply a dry run whose contracts changed, or were made, meanwhile', async () => {
      const upload = (content: string) =>
        uploadFile(api, `/demo/shops/${shopId}/contracts/uploads`, tokens.client, 'race.csv', content);
      const apply = async (id: string) => {
        await api.app.jobWorker.drain();
        expect((await importStatus(api, id, tokens.client)).status).toBe(IMPORT_STATUS.PREVIEWED);
        await api.request('POST', `/import/confirm/${id}`, { token: tokens.client });
        await api.app.jobWorker.drain();
        return importStatus(api, id, tokens.client);
      };
      await runImport('contracts/uploads', csv(CONTRACT_IMPORT_HEADER, 'RACE-001,3回,2,5,'));
      const before = await contractCount();

      // Someone edits the contract the dry run planned to update (row 3).
      const edited = acceptedJobId(
        await upload(csv(CONTRACT_IMPORT_HEADER, 'RACE-002,3回,2,5,', 'RACE-001,6回,2,5,')),
      );
      await api.app.jobWorker.drain();
      await api.db
        .update(contracts)
        .set({ interestRate: 7, updatedAt: new Date(Date.now() + 5000) })
        .where(and(eq(contracts.shopId, shopId), eq(contracts.contractNumber, 'RACE-001')));
      expect(await apply(edited)).toMatchObject({
        status: IMPORT_STATUS.FAILED,
        message: formatMessage(ja.importPreview.changedSince, { row: 3 }),
      });

      // Someone makes the contract the dry run planned to create (row 3).
      const made = acceptedJobId(
        await upload(csv(CONTRACT_IMPORT_HEADER, 'RACE-003,3回,2,5,', 'RACE-004,3回,2,5,')),
      );
      await api.app.jobWorker.drain();
      const [existing] = await api.db
        .select()
        .from(contracts)
        .where(and(eq(contracts.shopId, shopId), eq(contracts.contractNumber, 'RACE-001')));
      const { id: _id, ...copy } = existing ?? ({} as NonNullable<typeof existing>);
      await api.db.insert(contracts).values({ ...copy, contractNumber: 'RACE-004' });
      expect(await apply(made)).toMatchObject({
        status: IMPORT_STATUS.FAILED,
        message: formatMessage(ja.importPreview.changedSince, { row: 3 }),
      });
      // Nothing of either file went in: not even the rows that did not race.
      expect(await contractCount()).toBe(before + 1);
      expect(await contractByNumber('RACE-002')).toBeUndefined();
      expect(await contractByNumber('RACE-003')).toBeUndefined();
      expect(await contractByNumber('RACE-001')).toMatchObject({ condition: '3', interestRate: 7 });
    });

    it('imports the good rows of a file with row errors; the corrected error rows then import without duplicates', async () => {
      const before = await contractCount();
      const { preview, status: bad } = await dryRunAndImport(
        'contracts/uploads',
        csv(
          CONTRACT_IMPORT_HEADER,
          'FIX-001,3回,無金利（加盟店負担）,0,',
          'FIX-002,100回,3,12,',
          'FIX-001,6,1,0,',
        ),
      );
      expect(preview.preview).toMatchObject({ total: 3, create: 1, update: 0, unchanged: 0, failed: 2 });
      expect(bad).toMatchObject({
        status: IMPORT_STATUS.FINISHED_WITH_FAILURES,
        data: { total: 3, succeeded: 1, failed: 2 },
      });
      expect(await errorLines(bad)).toEqual([
        ['3', labels.condition, fieldMessage(labels.condition, ja.validation.unknownChoice)],
        ['4', labels.contractNumber, fieldMessage(labels.contractNumber, ja.validation.duplicateValue)],
      ]);
      expect(await contractCount()).toBe(before + 1);
      // The corrected file: the row that went in is unchanged, the fixed one is created.
      const fixed = csv(CONTRACT_IMPORT_HEADER, 'FIX-001,3回,無金利（加盟店負担）,0,', 'FIX-002,10回,3,12,');
      const corrected = await dryRunAndImport('contracts/uploads', fixed);
      expect(corrected.preview.preview).toMatchObject({ create: 1, update: 0, unchanged: 1, failed: 0 });
      expect(corrected.status.status).toBe(IMPORT_STATUS.FINISHED_SUCCESS);
      expect(await contractCount()).toBe(before + 2);
      // The same file again (a changed row so it is not refused as a duplicate upload).
      const again = await dryRunAndImport('contracts/uploads', fixed.replace('FIX-002,10回', 'FIX-002,12回'));
      expect(again.preview.preview).toMatchObject({ create: 0, update: 1, unchanged: 1 });
      expect(again.status.status).toBe(IMPORT_STATUS.FINISHED_SUCCESS);
      expect(await contractCount()).toBe(before + 2);
      expect(await contractByNumber('FIX-002')).toMatchObject({ condition: '12' });
    });

    it('imports export 0007 back unchanged (round trip)', async () => {
      const started = await api.request('GET', `/demo/exports/0007?shopId=${shopId}`, {
        token: tokens.client,
      });
      const exportId = exportRequestResponseSchema.parse(started.body).data.id;
      await api.app.jobWorker.drain();
      const status = exportStatusResponseSchema.parse(
        (await api.request('GET', `/export/status/${exportId}`, { token: tokens.client })).body,
      ).data;
      const file = await getFile(api, status.url ?? '', tokens.client);
      const before = await contractCount();
      const { preview, status: done } = await dryRunAndImport('contracts/uploads', file.raw);
      expect(preview.preview).toMatchObject({ create: 0, update: 0, failed: 0 });
      expect(preview.preview?.unchanged).toBe(before);
      expect(done.status).toBe(IMPORT_STATUS.FINISHED_SUCCESS);
      expect(await contractCount()).toBe(before);
    });

    it('refuses hostile cells: formulas, control characters, huge values, a NUL, a store, another tenant', async () => {
      const before = await contractCount();
      const hostile = await runImport(
        'contracts/uploads',
        csv(
          CONTRACT_IMPORT_HEADER,
          `"=HYPERLINK(""http://evil.example"")",12,3,12,`,
          'BAD-CTRL\u0007\u202E,12,3,12,',
          `BAD-BIG,12,3,1e309,${'9'.repeat(400)}`,
          "'; drop table contracts; --,12,3,12,",
        ),
      );
      expect(hostile).toMatchObject({ status: IMPORT_STATUS.FINISHED_WITH_FAILURES, data: { failed: 4 } });
      const lines = await errorLines(hostile);
      expect(lines.map((line) => [line[0], line[1]])).toEqual([
        ['2', labels.contractNumber],
        ['3', labels.contractNumber],
        ['4', labels.amountPayment],
        ['4', labels.interestRate],
        ['5', labels.contractNumber],
      ]);
      expect(await contractCount()).toBe(before);
      // A NUL byte is no text: the upload itself is refused.
      const nul = await uploadFile(
        api,
        `/demo/shops/${shopId}/contracts/uploads`,
        tokens.client,
        'a.csv',
        csv(CONTRACT_IMPORT_HEADER, 'NUL\u0000,12,3,12,'),
      );
      expect(nul.status).toBe(422);
      const store = await uploadFile(
        api,
        `/demo/shops/${shopId}/contracts/uploads`,
        tokens.store,
        'a.csv',
        'x',
      );
      expect(store.status).toBe(403);
      const other = await uploadFile(
        api,
        `/sample/shops/${shopId}/contracts/uploads`,
        tokens.sampleClient,
        'a.csv',
        'x',
      );
      expect(other.status).toBe(404);
      const header = await runImport('contracts/uploads', csv(['取扱契約番号', 'パスワード'], 'A,B'));
      expect(header).toMatchObject({
        status: IMPORT_STATUS.FAILED,
        message: expect.stringContaining('取り込めない列：パスワード'),
      });
      expect(otherShopId).not.toBe(0);
    });
  });

  describe('contract interest (shops/{shopId}/contracts/upload-interest)', () => {
    it("replaces the type and rate of the shop's contracts by number", async () => {
      const number = `KY${String(shopId).padStart(4, '0')}-007`;
      const done = await runImport(
        'contracts/upload-interest',
        csv(CONTRACT_INTEREST_IMPORT_HEADER, `${number},2,6.9`),
      );
      expect(done.status).toBe(IMPORT_STATUS.FINISHED_SUCCESS);
      expect(await contractByNumber(number)).toMatchObject({
        interestType: 2,
        interestRate: 6.9,
        condition: '12',
      });
      const again = await dryRunAndImport(
        'contracts/upload-interest',
        csv(CONTRACT_INTEREST_IMPORT_HEADER, `${number},2,6.90`),
      );
      expect(again.preview.preview).toMatchObject({ update: 0, unchanged: 1 });
    });

    it('reports unknown numbers and rules against the stored contract, changing nothing', async () => {
      const revolving = `KY${String(shopId).padStart(4, '0')}-017`;
      const bad = await runImport(
        'contracts/upload-interest',
        csv(
          CONTRACT_INTEREST_IMPORT_HEADER,
          'NO-SUCH,3,12',
          `${revolving},2,5`,
          `KY${String(shopId).padStart(4, '0')}-008,1,3`,
        ),
      );
      expect(bad.status).toBe(IMPORT_STATUS.FINISHED_WITH_FAILURES);
      expect(await errorLines(bad)).toEqual([
        ['2', labels.contractNumber, fieldMessage(labels.contractNumber, ja.contracts.unknownContract)],
        ['3', labels.interestType, fieldMessage(labels.interestType, ja.contracts.revolvingAddOn)],
        ['4', labels.interestRate, fieldMessage(labels.interestRate, ja.contracts.freeRateNotZero)],
      ]);
      expect(await contractByNumber(revolving)).toMatchObject({ interestType: 3, interestRate: 15 });
    });

    it("refuses a hostile file: another shop's contract number, a formula, a broken quote", async () => {
      const foreign = await runImport(
        'contracts/upload-interest',
        csv(CONTRACT_INTEREST_IMPORT_HEADER, 'KY0001-001,3,1'),
      );
      expect(foreign.status).toBe(
        shopId === otherShopId ? IMPORT_STATUS.FINISHED_SUCCESS : IMPORT_STATUS.FINISHED_WITH_FAILURES,
      );
      const formula = await runImport(
        'contracts/upload-interest',
        csv(CONTRACT_INTEREST_IMPORT_HEADER, '@SUM(A1),3,=1+1'),
      );
      expect(formula.status).toBe(IMPORT_STATUS.FINISHED_WITH_FAILURES);
      const broken = await runImport(
        'contracts/upload-interest',
        `${CONTRACT_INTEREST_IMPORT_HEADER.join(',')}\r\n"abc,3,1\r\n`,
      );
      expect(broken).toMatchObject({ status: IMPORT_STATUS.FAILED, message: ja.errors.importFormatInvalid });
    });
  });

  describe('estimate products (shops/{shopId}/estimate-products/upload, 1002)', () => {
    const number = () => `KY${String(shopId).padStart(4, '0')}-007`;
    const productCount = async () =>
      (
        await api.db.select({ n: count() }).from(estimateProducts).where(eq(estimateProducts.shopId, shopId))
      )[0]?.n ?? 0;

    it('creates by title, updates by id or title, as a store', async () => {
      const [first] = await api.db
        .select()
        .from(estimateProducts)
        .where(eq(estimateProducts.shopId, shopId))
        .limit(1);
      const before = await productCount();
      const { preview, status: done } = await dryRunAndImport(
        'estimate-products/upload',
        cp932(
          csv(
            ESTIMATE_PRODUCT_IMPORT_HEADER,
            `,CSV取込マシン,"128,000",${number()}`,
            `${first?.id},${first?.title}（改）,${first?.amount},${number()}`,
          ),
        ),
        tokens.store,
      );
      expect(preview.preview).toMatchObject({ create: 1, update: 1, unchanged: 0 });
      expect(done).toMatchObject({ status: IMPORT_STATUS.FINISHED_SUCCESS, data: { total: 2 } });
      expect(await productCount()).toBe(before + 1);
      const [renamed] = await api.db
        .select()
        .from(estimateProducts)
        .where(eq(estimateProducts.id, first?.id ?? 0));
      expect(renamed?.title).toBe(`${first?.title}（改）`);
      // By title the product is found again: updated, never a second one; by id, unchanged.
      const again = await dryRunAndImport(
        'estimate-products/upload',
        csv(
          ESTIMATE_PRODUCT_IMPORT_HEADER,
          `,CSV取込マシン,130000,${number()}`,
          `${first?.id},${first?.title}（改）,${first?.amount},${number()}`,
        ),
        tokens.store,
      );
      expect(again.preview.preview).toMatchObject({ create: 0, update: 1, unchanged: 1 });
      expect(again.status.status).toBe(IMPORT_STATUS.FINISHED_SUCCESS);
      expect(await productCount()).toBe(before + 1);
    });

    it('reports row errors: unknown contract, foreign id, taken title, repeated rows', async () => {
      const [taken] = await api.db
        .select()
        .from(estimateProducts)
        .where(eq(estimateProducts.shopId, shopId))
        .limit(1);
      const [foreign] = await api.db
        .select()
        .from(estimateProducts)
        .where(eq(estimateProducts.shopId, otherShopId))
        .limit(1);
      const bad = await runImport(
        'estimate-products/upload',
        csv(
          ESTIMATE_PRODUCT_IMPORT_HEADER,
          ',新商品A,1000,NO-SUCH',
          `${foreign?.id},新商品B,1000,${number()}`,
          `99999999,${taken?.title},1000,${number()}`,
          `,新商品C,0,${number()}`,
          `,新商品D,1000,${number()}`,
          `,新商品D,1000,${number()}`,
        ),
      );
      expect(bad.status).toBe(IMPORT_STATUS.FINISHED_WITH_FAILURES);
      const lines = await errorLines(bad);
      expect(lines.map((line) => [line[0], line[1]])).toEqual([
        ['2', labels.contractNumber],
        ['3', labels.productId],
        ['4', labels.productId],
        ['4', labels.title],
        ['5', labels.amount],
        ['7', labels.title],
      ]);
    });

    it('refuses a hostile file: emoji and overlong titles, a formula with too many columns, no rows', async () => {
      const before = await productCount();
      const hostile = await runImport(
        'estimate-products/upload',
        csv(
          ESTIMATE_PRODUCT_IMPORT_HEADER,
          `,タイトル🎉,1000,${number()}`,
          `,${'長'.repeat(101)},1000,${number()}`,
          `,=1+1,-5,${number()},extra`,
        ),
      );
      expect(hostile.status).toBe(IMPORT_STATUS.FINISHED_WITH_FAILURES);
      expect((await errorLines(hostile)).map((line) => line[0])).toEqual(['2', '3', '4']);
      expect(await productCount()).toBe(before);
      const empty = await runImport('estimate-products/upload', csv(ESTIMATE_PRODUCT_IMPORT_HEADER));
      expect(empty).toMatchObject({ status: IMPORT_STATUS.FAILED, message: ja.server.importNoRows });
    });
  });
});
