import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contractListResponseSchema,
  contractWriteResponseSchema,
  estimateProductListResponseSchema,
  estimateProductWriteResponseSchema,
} from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { contracts, estimateProducts } from '../../src-server/modules/contracts/schema';
import { services, shops } from '../../src-server/platform/db/schema';
import { serviceIdOf, shopIdByName } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { postMultipart, SAMPLE_FILES } from './support/http';

const labels = ja.contracts.fields;
const OWN_SHOP = 'ひだまり珈琲 渋谷道玄坂店';

const contractBody = (overrides: Record<string, unknown> = {}) => ({
  contractNumber: `T-${Math.random().toString(36).slice(2, 10)}`,
  condition: '12',
  interestType: 3,
  interestRate: '12.5',
  amountPayment: '3000',
  ...overrides,
});

describe.each(DATABASE_TARGETS)('contracts and estimate products on $name', (target) => {
  const { api, tokens } = demoApi(target, { setupTimeout: 180_000 });
  let ownShop: number;
  let otherShop: number;
  let sampleShop: number;

  beforeAll(async () => {
    ownShop = await shopIdByName(api, OWN_SHOP);
    const demoId = await serviceIdOf(api, 'demo');
    const sampleId = await serviceIdOf(api, 'sample');
    const [other] = await api.db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.serviceId, demoId), ne(shops.id, ownShop)))
      .limit(1);
    const [sample] = await api.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.serviceId, sampleId))
      .limit(1);
    otherShop = other?.id ?? 0;
    sampleShop = sample?.id ?? 0;
    // Migrating and seeding PGlite takes about a minute on a busy 2-core machine.
  });

  const contractsOf = (shopId: number, subdomain = 'demo') => `/${subdomain}/shops/${shopId}/contracts`;
  const productsOf = (shopId: number, subdomain = 'demo') =>
    `/${subdomain}/shops/${shopId}/estimate-products`;

  async function createContract(shopId: number, overrides: Record<string, unknown> = {}) {
    const response = await api.request('POST', contractsOf(shopId), {
      token: tokens.client,
      body: contractBody(overrides),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return contractWriteResponseSchema.parse(response.body).data;
  }

  describe('contract list', () => {
    it("shows a store its own shop's contracts, 40 or more, and head office any shop's", async () => {
      const store = await api.request('GET', `${contractsOf(ownShop)}?limit=100`, { token: tokens.store });
      const body = contractListResponseSchema.parse(store.body);
      expect(body.meta.total).toBeGreaterThanOrEqual(40);
      expect(body.shop).toEqual({ id: ownShop, name: OWN_SHOP });
      expect(new Set(body.data.map((row) => row.shopId))).toEqual(new Set([ownShop]));
      for (const token of [tokens.client, tokens.master]) {
        const other = await api.request('GET', contractsOf(otherShop), { token });
        expect(other.status).toBe(200);
        expect(
          contractListResponseSchema.parse(other.body).data.every((row) => row.shopId === otherShop),
        ).toBe(true);
      }
    });

    it('counts the estimate products of each contract (試算商品数), one without products as 0', async () => {
      const unused = await createContract(ownShop);
      const response = await api.request('GET', `${contractsOf(ownShop)}?limit=100`, {
        token: tokens.client,
      });
      const listed = contractListResponseSchema.parse(response.body).data;
      const products = await api.db
        .select({ contractId: estimateProducts.contractId })
        .from(estimateProducts)
        .where(eq(estimateProducts.shopId, ownShop));
      const expected = (id: number) => products.filter((product) => product.contractId === id).length;
      expect(listed.find((row) => row.id === unused.id)?.productCount).toBe(0);
      expect(listed.map((row) => [row.contractNumber, row.productCount])).toEqual(
        listed.map((row) => [row.contractNumber, expected(row.id)]),
      );
      const deleted = await api.request('POST', `${contractsOf(ownShop)}/${unused.id}`, {
        token: tokens.client,
        body: { _method: 'delete', updatedAt: unused.updatedAt },
      });
      expect(deleted.status).toBe(200);
    });

    it("refuses a store another shop (403), a group the area (403), another tenant's shop (404)", async () => {
      expect((await api.request('GET', contractsOf(otherShop), { token: tokens.store })).status).toBe(403);
      expect((await api.request('GET', contractsOf(ownShop), { token: tokens.group })).status).toBe(403);
      expect((await api.request('GET', contractsOf(sampleShop), { token: tokens.client })).status).toBe(404);
      expect(
        (await api.request('GET', contractsOf(ownShop, 'sample'), { token: tokens.sampleClient })).status,
      ).toBe(404);
      expect((await api.request('GET', contractsOf(ownShop), { token: tokens.sampleClient })).status).toBe(
        403,
      );
      expect((await api.request('GET', contractsOf(ownShop))).status).toBe(401);
    });

    it('filters by number, condition and type, sorts by a whitelisted column, pages with links', async () => {
      const page = contractListResponseSchema.parse(
        (
          await api.request('GET', `${contractsOf(ownShop)}?sort=contractNumber&typeSort=asc&limit=15`, {
            token: tokens.client,
          })
        ).body,
      );
      const numbers = page.data.map((row) => row.contractNumber);
      expect(numbers).toEqual([...numbers].sort());
      expect(page.meta.last_page).toBeGreaterThanOrEqual(3);
      expect(page.links.next).toContain('page=2');
      const revolving = contractListResponseSchema.parse(
        (
          await api.request('GET', `${contractsOf(ownShop)}?condition=ribbonPayment`, {
            token: tokens.client,
          })
        ).body,
      );
      expect(revolving.data.length).toBeGreaterThan(0);
      expect(revolving.data.every((row) => row.condition === 'ribbonPayment')).toBe(true);
      const free = contractListResponseSchema.parse(
        (await api.request('GET', `${contractsOf(ownShop)}?interestType=1`, { token: tokens.client })).body,
      );
      expect(free.data.every((row) => row.interestType === 1 && row.interestRate === 0)).toBe(true);
      const bad = await api.request('GET', `${contractsOf(ownShop)}?interestType=9`, {
        token: tokens.client,
      });
      expect(bad.status).toBe(422);
    });
  });

  describe('contract writes', () => {
    it('lets head office create and edit, refuses a store (403)', async () => {
      const created = await createContract(ownShop, {
        contractNumber: 'NEW-0001',
        interestRate: '8.04',
        interestType: 2,
      });
      expect(created).toMatchObject({
        contractNumber: 'NEW-0001',
        interestRate: 8.04,
        interestType: 2,
        condition: '12',
      });
      const store = await api.request('POST', contractsOf(ownShop), {
        token: tokens.store,
        body: contractBody(),
      });
      expect(store.status).toBe(403);
      const edit = await api.request('PUT', `${contractsOf(ownShop)}/${created.id}`, {
        token: tokens.master,
        body: contractBody({ contractNumber: 'NEW-0001', condition: '24', updatedAt: created.updatedAt }),
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      expect(contractWriteResponseSchema.parse(edit.body).data.condition).toBe('24');
      const stale = await api.request('PUT', `${contractsOf(ownShop)}/${created.id}`, {
        token: tokens.master,
        body: contractBody({ updatedAt: created.updatedAt }),
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ message: ja.errors.alreadyUpdated });
    });

    it('answers every rule with a Japanese 422 on its field', async () => {
      const response = await api.request('POST', contractsOf(ownShop), {
        token: tokens.client,
        body: { contractNumber: 'ＡＢ', condition: '100', interestType: 7, interestRate: '1.234' },
      });
      expect(response.status).toBe(422);
      const errors = (response.body as { errors: { name: string; message: string }[] }).errors;
      expect(errors.map((error) => error.name).sort()).toEqual([
        'condition',
        'contractNumber',
        'interestRate',
        'interestType',
      ]);
      expect(errors.find((error) => error.name === 'condition')?.message).toBe(
        fieldMessage(labels.condition, ja.validation.unknownChoice),
      );
      const free = await api.request('POST', contractsOf(ownShop), {
        token: tokens.client,
        body: contractBody({ interestType: 1, interestRate: '3' }),
      });
      expect(free.body).toMatchObject({
        errors: [
          { name: 'interestRate', message: fieldMessage(labels.interestRate, ja.contracts.freeRateNotZero) },
        ],
      });
      const revolving = await api.request('POST', contractsOf(ownShop), {
        token: tokens.client,
        body: contractBody({ condition: 'ribbonPayment', interestType: 2, amountPayment: '' }),
      });
      expect(
        (revolving.body as { errors: { name: string }[] }).errors.map((error) => error.name).sort(),
      ).toEqual(['amountPayment', 'interestType']);
    });

    it('refuses a contract number the shop already has, allows it in another shop', async () => {
      await createContract(ownShop, { contractNumber: 'DUP-1' });
      const again = await api.request('POST', contractsOf(ownShop), {
        token: tokens.client,
        body: contractBody({ contractNumber: 'DUP-1' }),
      });
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({
        errors: [
          {
            name: 'contractNumber',
            message: fieldMessage(labels.contractNumber, ja.contracts.duplicateNumber),
          },
        ],
      });
      await createContract(otherShop, { contractNumber: 'DUP-1' });
    });

    it('deletes an unused contract with _method=delete, refuses one a product uses (422)', async () => {
      const unused = await createContract(ownShop);
      const [used] = await api.db
        .select({ id: estimateProducts.contractId })
        .from(estimateProducts)
        .where(eq(estimateProducts.shopId, ownShop))
        .limit(1);
      const inUse = await api.request('POST', `${contractsOf(ownShop)}/${used?.id}`, {
        token: tokens.client,
        body: { _method: 'delete' },
      });
      expect(inUse.status).toBe(422);
      expect(inUse.body).toMatchObject({ message: ja.contracts.inUse });
      expect(
        (await api.request('DELETE', `${contractsOf(ownShop)}/${unused.id}`, { token: tokens.store })).status,
      ).toBe(403);
      const deleted = await api.request('POST', `${contractsOf(ownShop)}/${unused.id}`, {
        token: tokens.client,
        body: { _method: 'delete', updatedAt: unused.updatedAt },
      });
      expect(deleted.status).toBe(200);
      expect(await api.db.select().from(contracts).where(eq(contracts.id, unused.id))).toEqual([]);
    });

    it("never reaches another shop's contract through this shop's path", async () => {
      const other = await createContract(otherShop);
      expect(
        (await api.request('GET', `${contractsOf(ownShop)}/${other.id}`, { token: tokens.client })).status,
      ).toBe(404);
      const edit = await api.request('PUT', `${contractsOf(ownShop)}/${other.id}`, {
        token: tokens.client,
        body: contractBody({ updatedAt: other.updatedAt }),
      });
      expect(edit.status).toBe(404);
    });

    it("keeps a contract in its shop's service: the database refuses another service's id", async () => {
      const sampleId = await serviceIdOf(api, 'sample');
      const insert = api.db.insert(contracts).values({
        serviceId: sampleId,
        shopId: ownShop,
        contractNumber: 'X-OTHER-SERVICE',
        condition: '12',
        interestType: 1,
        interestRate: 0,
      });
      // foreign_key_violation, on either driver (drizzle keeps the driver's error as the cause).
      await expect(insert).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '23503', constraint: 'contracts_shop_fk' }),
      });
    });
  });

  describe('estimate products', () => {
    it('lists 40 or more for the store with the contract terms, not for a store of a service without trial calculation', async () => {
      const body = estimateProductListResponseSchema.parse(
        (await api.request('GET', `${productsOf(ownShop)}?limit=100`, { token: tokens.store })).body,
      );
      expect(body.meta.total).toBeGreaterThanOrEqual(40);
      expect(body.data[0]?.contract.contractNumber).toMatch(/^KY/);
      expect((await api.request('GET', productsOf(otherShop), { token: tokens.store })).status).toBe(403);
      expect((await api.request('GET', productsOf(ownShop), { token: tokens.group })).status).toBe(403);
      await api.db.update(services).set({ enableTrailCalc: 0 }).where(eq(services.subdomain, 'demo'));
      try {
        expect((await api.request('GET', productsOf(ownShop), { token: tokens.store })).status).toBe(403);
        expect((await api.request('GET', productsOf(ownShop), { token: tokens.client })).status).toBe(200);
      } finally {
        await api.db.update(services).set({ enableTrailCalc: 1 }).where(eq(services.subdomain, 'demo'));
      }
    });

    it("keeps a product in its shop's service: the database refuses another service's id", async () => {
      const contract = await createContract(ownShop);
      const insert = api.db.insert(estimateProducts).values({
        serviceId: await serviceIdOf(api, 'sample'),
        shopId: ownShop,
        title: 'X-OTHER-SERVICE',
        amount: 1000,
        contractId: contract.id,
      });
      await expect(insert).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '23503', constraint: 'estimate_products_shop_fk' }),
      });
    });

    it('creates with an image (store), edits, refuses a contract of another shop and a stale edit', async () => {
      const contract = await createContract(ownShop);
      const created = await postMultipart(
        api,
        productsOf(ownShop),
        tokens.store,
        { title: 'テスト用マシン', amount: '59800', contractId: String(contract.id) },
        [{ name: 'image', fileName: 'machine.png', contentType: 'image/png', data: SAMPLE_FILES.png }],
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const product = estimateProductWriteResponseSchema.parse(created.body).data;
      expect(product.imageUrl).toMatch(/\/media\//);
      expect(product.contract.contractNumber).toBe(contract.contractNumber);

      const foreign = await createContract(otherShop);
      const wrong = await api.request('PUT', `${productsOf(ownShop)}/${product.id}`, {
        token: tokens.client,
        body: {
          title: 'テスト用マシン',
          amount: 59800,
          contractId: foreign.id,
          updatedAt: product.updatedAt,
        },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({
        errors: [
          { name: 'contractId', message: fieldMessage(labels.contractId, ja.validation.unknownChoice) },
        ],
      });
      const edit = await api.request('PUT', `${productsOf(ownShop)}/${product.id}`, {
        token: tokens.client,
        body: {
          title: 'テスト用マシン改',
          amount: 64800,
          contractId: contract.id,
          updatedAt: product.updatedAt,
          removeImage: 1,
        },
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      expect(estimateProductWriteResponseSchema.parse(edit.body).data).toMatchObject({
        amount: 64800,
        imageUrl: null,
      });
      const stale = await api.request('PUT', `${productsOf(ownShop)}/${product.id}`, {
        token: tokens.client,
        body: { title: 'x', amount: 1, contractId: contract.id, updatedAt: product.updatedAt },
      });
      expect(stale.status).toBe(409);
    });

    it('refuses a duplicate title, a wrong image and bad values with Japanese 422s', async () => {
      const contract = await createContract(ownShop);
      const body = { title: '重複チェック', amount: 1000, contractId: contract.id };
      expect((await api.request('POST', productsOf(ownShop), { token: tokens.client, body })).status).toBe(
        201,
      );
      const again = await api.request('POST', productsOf(ownShop), { token: tokens.client, body });
      expect(again.body).toMatchObject({
        errors: [
          { name: 'title', message: fieldMessage(labels.title, ja.contracts.products.duplicateTitle) },
        ],
      });
      const image = await postMultipart(
        api,
        productsOf(ownShop),
        tokens.client,
        { title: '画像違い', amount: '1000', contractId: String(contract.id) },
        [{ name: 'image', fileName: 'a.png', contentType: 'image/png', data: SAMPLE_FILES.text }],
      );
      expect(image.status).toBe(422);
      expect(image.body).toMatchObject({ errors: [{ name: 'image', message: ja.errors.imageExtension }] });
      const bad = await api.request('POST', productsOf(ownShop), {
        token: tokens.client,
        body: { title: '', amount: 0, contractId: 'x' },
      });
      expect((bad.body as { errors: { name: string }[] }).errors.map((error) => error.name).sort()).toEqual([
        'amount',
        'contractId',
        'title',
      ]);
    });

    it("deletes a product, and never another shop's or another tenant's", async () => {
      const contract = await createContract(ownShop);
      const created = estimateProductWriteResponseSchema.parse(
        (
          await api.request('POST', productsOf(ownShop), {
            token: tokens.store,
            body: { title: '削除テスト', amount: 500, contractId: contract.id },
          })
        ).body,
      ).data;
      expect(
        (await api.request('DELETE', `${productsOf(otherShop)}/${created.id}`, { token: tokens.client }))
          .status,
      ).toBe(404);
      expect(
        (await api.request('DELETE', `${productsOf(ownShop)}/${created.id}`, { token: tokens.sampleClient }))
          .status,
      ).toBe(403);
      const deleted = await api.request('POST', `${productsOf(ownShop)}/${created.id}`, {
        token: tokens.store,
        body: { _method: 'delete' },
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: ja.success.deleted });
    });
  });
});
