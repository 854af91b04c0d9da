import { and, eq, inArray, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contentCategoryListResponseSchema,
  contentCategoryWriteResponseSchema,
  contentOrderResponseSchema,
  galleryListResponseSchema,
  galleryWriteResponseSchema,
  menuWriteResponseSchema,
  topWriteResponseSchema,
} from '@shared/api';
import {
  IMAGE_MAX_SIZE_MB,
  MAX_CATEGORIES_OR_TAGS,
  MAX_INTEGER,
  THUMBNAIL_MAX_EDGE,
} from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import {
  galleryCategories,
  galleryItems,
  menuCategories,
  menuItems,
  topCategories,
  topItems,
} from '../../src-server/modules/shop-content/schema';
import { mediaFiles, shops } from '../../src-server/platform/db/schema';
import { serviceIdOf, shopIdByName } from './support/accounts';
import type { DemoTokens } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { multipartBody, rawRequest, SAMPLE_FILES, versionOf } from './support/http';
import type { FilePart } from './support/http';

const photo = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#c8a27a' } })
    .jpeg({ quality: 90 })
    .toBuffer();
const imagePart = (data: Buffer, fileName = 'photo.jpg', contentType = 'image/jpeg'): FilePart => ({
  name: 'image',
  fileName,
  contentType,
  data,
});

describe.each(DATABASE_TARGETS)('gallery, menu and top display on $name', (target) => {
  // The demo data (with its images) takes a while on a busy machine.
  const { api, tokens } = demoApi(target, { setupTimeout: 180_000 });

  // Each test's categories (and their items) go afterwards, so the next one has room under the limit.
  const made: { path: string; id: number }[] = [];
  afterEach(async () => {
    const ids = (path: string) => made.filter((entry) => entry.path === path).map((entry) => entry.id);
    const [gallery, menus, top] = [ids('gallery'), ids('menus'), ids('top')];
    made.length = 0;
    if (gallery.length > 0) {
      await api.db.delete(galleryItems).where(inArray(galleryItems.categoryId, gallery));
      await api.db.delete(galleryCategories).where(inArray(galleryCategories.id, gallery));
    }
    if (menus.length > 0) {
      await api.db.delete(menuItems).where(inArray(menuItems.categoryId, menus));
      await api.db.delete(menuCategories).where(inArray(menuCategories.id, menus));
    }
    if (top.length > 0) {
      await api.db.delete(topItems).where(inArray(topItems.topCategoryId, top));
      await api.db.delete(topCategories).where(inArray(topCategories.id, top));
    }
  });

  async function send(
    method: 'POST' | 'PUT',
    path: string,
    token: string,
    fields: Record<string, string>,
    files: FilePart[] = [],
  ) {
    const { body, contentType } = multipartBody(fields, files);
    const response = await rawRequest(api, method, path, { token, body, contentType });
    return { status: response.status, body: response.json() as Record<string, unknown> };
  }

  const categories = async (path: string, token: string) =>
    contentCategoryListResponseSchema.parse(
      (await api.request('GET', `/demo/${path}/categories`, { token })).body,
    );

  async function newCategory(path: string, token: string, name: string) {
    const response = await api.request('POST', `/demo/${path}/categories`, { token, body: { name } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const category = contentCategoryWriteResponseSchema.parse(response.body).data;
    made.push({ path, id: category.id });
    return category;
  }

  async function newGalleryItem(categoryId: number, comment = 'テラス席からの眺め') {
    const response = await send(
      'POST',
      '/demo/gallery',
      tokens.store,
      { categoryId: String(categoryId), comment },
      [imagePart(await photo())],
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return galleryWriteResponseSchema.parse(response.body).data;
  }

  describe.each([
    { path: 'gallery', account: 'store' as const },
    { path: 'menus', account: 'store' as const },
    { path: 'top', account: 'client' as const },
  ])('category rules of spec §8 ($path)', ({ path, account }) => {
    const post = (body: unknown) =>
      api.request('POST', `/demo/${path}/categories`, { token: tokens[account], body });

    it('requires a name (「カテゴリ名を入力してください。」)', async () => {
      const response = await post({ name: '   ' });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        errors: [{ name: 'name', message: ja.errors.categoryNameRequired }],
      });
    });

    it('takes at most 30 characters (「カテゴリ名は{max}文字以内で入力してください。」)', async () => {
      const response = await post({ name: 'あ'.repeat(31) });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        errors: [{ name: 'name', message: formatMessage(ja.errors.categoryNameMaxLength, { max: 30 }) }],
      });
      const longest = await post({ name: 'い'.repeat(30) });
      expect(longest.status).toBe(201);
      made.push({ path, id: contentCategoryWriteResponseSchema.parse(longest.body).data.id });
    });

    it('refuses a duplicate name, also on a rename, and 409 on a stale rename', async () => {
      const first = await newCategory(path, tokens[account], '季節のおすすめ');
      const duplicate = await post({ name: '季節のおすすめ' });
      expect(duplicate.status).toBe(422);
      expect(duplicate.body).toMatchObject({
        errors: [{ name: 'name', message: ja.errors.duplicateCategoryName }],
      });
      const other = await newCategory(path, tokens[account], '定番');
      const rename = await api.request('PUT', `/demo/${path}/categories/${other.id}`, {
        token: tokens[account],
        body: { name: '季節のおすすめ', updatedAt: other.updatedAt },
      });
      expect(rename.body).toMatchObject({
        errors: [{ name: 'name', message: ja.errors.duplicateCategoryName }],
      });
      const renamed = await api.request('PUT', `/demo/${path}/categories/${first.id}`, {
        token: tokens[account],
        body: { name: '冬のおすすめ', updatedAt: first.updatedAt },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ message: ja.success.updated, data: { name: '冬のおすすめ' } });
      const stale = await api.request('PUT', `/demo/${path}/categories/${first.id}`, {
        token: tokens[account],
        body: { name: '春のおすすめ', updatedAt: first.updatedAt },
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: ja.errors.alreadyUpdated });
      for (const id of [first.id, other.id]) {
        const gone = await api.request('POST', `/demo/${path}/categories/${id}`, {
          token: tokens[account],
          body: { _method: 'delete' },
        });
        expect(gone.body).toEqual({ message: ja.success.deleted });
      }
    });

    it('holds at most 10 categories (「カテゴリは10個まで登録できます。」)', async () => {
      const before = await categories(path, tokens[account]);
      const made: number[] = [];
      for (let index = before.data.length; index < MAX_CATEGORIES_OR_TAGS; index += 1)
        made.push((await newCategory(path, tokens[account], `上限確認${index}`)).id);
      const over = await post({ name: '11個目' });
      expect(over.status).toBe(422);
      expect(over.body).toMatchObject({
        errors: [
          {
            name: 'name',
            message: fieldMessage('カテゴリ', ja.validation.maxCategoriesOrTags, {
              max: MAX_CATEGORIES_OR_TAGS,
            }),
          },
        ],
      });
      for (const id of made)
        expect(
          (await api.request('DELETE', `/demo/${path}/categories/${id}`, { token: tokens[account] })).status,
        ).toBe(200);
    });
  });

  describe('gallery items and images', () => {
    it('refuses to delete a category in use (「このカテゴリは使用されています」) and deletes it once empty', async () => {
      const category = await newCategory('gallery', tokens.store, '使用中確認');
      const item = await newGalleryItem(category.id);
      const refused = await api.request('DELETE', `/demo/gallery/categories/${category.id}`, {
        token: tokens.store,
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        message: ja.shopContent.categoryInUse,
        errors: [{ name: 'id', message: ja.shopContent.categoryInUse }],
      });
      expect(ja.shopContent.categoryInUse.startsWith('このカテゴリは使用されています')).toBe(true);
      expect((await api.request('DELETE', `/demo/gallery/${item.id}`, { token: tokens.store })).status).toBe(
        200,
      );
      expect(
        (await api.request('DELETE', `/demo/gallery/categories/${category.id}`, { token: tokens.store }))
          .status,
      ).toBe(200);
    });

    it('counts the items of each category in the category list', async () => {
      const empty = await newCategory('gallery', tokens.store, '件数確認・空');
      const used = await newCategory('gallery', tokens.store, '件数確認・1件');
      await newGalleryItem(used.id);
      const listed = new Map((await categories('gallery', tokens.store)).data.map((row) => [row.id, row]));
      expect(listed.get(empty.id)?.itemCount).toBe(0);
      expect(listed.get(used.id)?.itemCount).toBe(1);
    });

    it('asks for a category first when the shop has none (「カテゴリが登録されていません。」)', async () => {
      const shopId = await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店');
      const saved = await api.db.select().from(galleryCategories).where(eq(galleryCategories.shopId, shopId));
      const savedItems = await api.db.select().from(galleryItems).where(eq(galleryItems.shopId, shopId));
      await api.db.delete(galleryItems).where(eq(galleryItems.shopId, shopId));
      await api.db.delete(galleryCategories).where(eq(galleryCategories.shopId, shopId));
      try {
        const response = await send('POST', '/demo/gallery', tokens.store, { categoryId: '1', comment: '' }, [
          imagePart(await photo()),
        ]);
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({
          errors: [{ name: 'categoryId', message: ja.errors.noCategory }],
        });
      } finally {
        if (saved.length > 0) await api.db.insert(galleryCategories).values(saved);
        if (savedItems.length > 0) await api.db.insert(galleryItems).values(savedItems);
      }
    });

    it('stores the photo with a thumbnail the list links to', async () => {
      const category = await newCategory('gallery', tokens.store, 'サムネイル確認');
      const original = await photo(1600, 1200);
      const response = await send(
        'POST',
        '/demo/gallery',
        tokens.store,
        { categoryId: String(category.id), comment: '店内' },
        [imagePart(original)],
      );
      expect(response.status).toBe(201);
      const item = galleryWriteResponseSchema.parse(response.body).data;
      expect(response.body.message).toBe(ja.success.created);
      const list = galleryListResponseSchema.parse(
        (await api.request('GET', `/demo/gallery?categoryId=${category.id}`, { token: tokens.store })).body,
      );
      expect(list.data.map((row) => row.id)).toEqual([item.id]);
      expect(list.meta?.total).toBe(1);
      expect(list.data[0]?.thumbnailUrl).toMatch(/\/demo\/media\/\d+\/thumbnail$/);
      const path = new URL(list.data[0]?.thumbnailUrl ?? '').pathname.replace('/api/v1', '');
      const thumbnail = await rawRequest(api, 'GET', path, { token: tokens.store });
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumbnail.raw).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(THUMBNAIL_MAX_EDGE);
      expect(thumbnail.raw.length).toBeLessThan(original.length / 4);
    });

    it('applies the image rules: required photo, wrong type, unreadable image, size with the maximum', async () => {
      const category = await newCategory('gallery', tokens.store, '画像ルール確認');
      const fields = { categoryId: String(category.id), comment: '' };
      const none = await send('POST', '/demo/gallery', tokens.store, fields);
      expect(none.body).toMatchObject({
        errors: [{ name: 'image', message: fieldMessage('写真', ja.validation.photoRequired) }],
      });
      expect(fieldMessage('写真', ja.validation.photoRequired)).toBe('写真をアップロードしてください。');
      const text = await send('POST', '/demo/gallery', tokens.store, fields, [
        imagePart(SAMPLE_FILES.text, 'photo.jpg'),
      ]);
      expect(text.body).toMatchObject({ errors: [{ name: 'image', message: ja.errors.imageExtension }] });
      const broken = await send('POST', '/demo/gallery', tokens.store, fields, [
        imagePart(SAMPLE_FILES.jpeg),
      ]);
      expect(broken.status).toBe(422);
      expect(broken.body).toMatchObject({ errors: [{ name: 'image', message: ja.errors.imageExtension }] });
      const huge = Buffer.concat([await photo(), Buffer.alloc(IMAGE_MAX_SIZE_MB * 1024 * 1024)]);
      const tooLarge = await send('POST', '/demo/gallery', tokens.store, fields, [imagePart(huge)]);
      expect(tooLarge.body).toMatchObject({
        errors: [
          { name: 'image', message: formatMessage(ja.errors.imageTooLarge, { maxSize: IMAGE_MAX_SIZE_MB }) },
        ],
      });
    });

    it('keeps an edit under optimistic locking and moves an item to the end of another category', async () => {
      const from = await newCategory('gallery', tokens.store, '移動元');
      const to = await newCategory('gallery', tokens.store, '移動先');
      const staying = await newGalleryItem(to.id, '先にいる写真');
      const item = await newGalleryItem(from.id);
      const moved = await send('PUT', `/demo/gallery/${item.id}`, tokens.store, {
        categoryId: String(to.id),
        comment: '移動した写真',
        updatedAt: versionOf(item),
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        message: ja.success.updated,
        data: { categoryId: to.id, comment: '移動した写真' },
      });
      const list = galleryListResponseSchema.parse(
        (await api.request('GET', `/demo/gallery?categoryId=${to.id}&noPaginate=1`, { token: tokens.store }))
          .body,
      );
      expect(list.data.map((row) => row.id)).toEqual([staying.id, item.id]);
      const stale = await send('PUT', `/demo/gallery/${item.id}`, tokens.store, {
        categoryId: String(to.id),
        comment: '古い画面から',
        updatedAt: versionOf(item),
      });
      expect(stale.status).toBe(409);
    });
  });

  describe('menu', () => {
    const menuFields = (overrides: Record<string, string> = {}) => ({
      categoryId: '',
      categoryName: '',
      name: '自家焙煎ブレンド',
      comment: '深煎りの豆をハンドドリップで',
      price: '550',
      ...overrides,
    });

    it('takes whole yen up to the shared maximum integer', async () => {
      const category = await newCategory('menus', tokens.store, '価格確認');
      const post = (price: string) =>
        send('POST', '/demo/menus', tokens.store, menuFields({ categoryId: String(category.id), price }));
      const between = fieldMessage('価格', ja.validation.numberBetween, { min: 0, max: MAX_INTEGER });
      for (const price of [String(MAX_INTEGER + 1), '-1', '550.5', 'abc'])
        expect((await post(price)).body, price).toMatchObject({
          errors: [{ name: 'price', message: between }],
        });
      expect((await post('')).body).toMatchObject({
        errors: [{ name: 'price', message: fieldMessage('価格', ja.validation.required) }],
      });
      const saved = await post(String(MAX_INTEGER));
      expect(saved.status).toBe(201);
      expect(menuWriteResponseSchema.parse(saved.body).data).toMatchObject({
        price: MAX_INTEGER,
        imageUrl: null,
      });
    });

    it('creates the new category a menu item names, under the category rules', async () => {
      const created = await send(
        'POST',
        '/demo/menus',
        tokens.store,
        menuFields({ categoryName: '季節限定ドリンク' }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const createdItem = menuWriteResponseSchema.parse(created.body).data;
      made.push({ path: 'menus', id: createdItem.categoryId });
      expect(createdItem.categoryName).toBe('季節限定ドリンク');
      const duplicate = await send(
        'POST',
        '/demo/menus',
        tokens.store,
        menuFields({ categoryName: '季節限定ドリンク' }),
      );
      expect(duplicate.body).toMatchObject({
        errors: [{ name: 'categoryName', message: ja.errors.duplicateCategoryName }],
      });
      const neither = await send('POST', '/demo/menus', tokens.store, menuFields());
      expect(neither.body).toMatchObject({
        errors: [{ name: 'categoryId', message: fieldMessage('カテゴリ', ja.validation.selectionRequired) }],
      });
    });
  });

  describe('reordering', () => {
    async function threeItems() {
      const category = await newCategory(
        'gallery',
        tokens.store,
        `並び替え${Math.random().toString(36).slice(2, 8)}`,
      );
      const items = [
        await newGalleryItem(category.id),
        await newGalleryItem(category.id),
        await newGalleryItem(category.id),
      ];
      const list = galleryListResponseSchema.parse(
        (
          await api.request('GET', `/demo/gallery?categoryId=${category.id}&noPaginate=1`, {
            token: tokens.store,
          })
        ).body,
      );
      return { category, ids: items.map((item) => item.id), orderVersion: list.orderVersion ?? -1 };
    }
    const order = async (categoryId: number) =>
      galleryListResponseSchema.parse(
        (
          await api.request('GET', `/demo/gallery?categoryId=${categoryId}&noPaginate=1`, {
            token: tokens.store,
          })
        ).body,
      );

    it('saves a whole new order and refuses the order version it replaced (409)', async () => {
      const { category, ids, orderVersion } = await threeItems();
      const reversed = [...ids].reverse();
      const saved = await api.request('PUT', '/demo/gallery/order', {
        token: tokens.store,
        body: { categoryId: category.id, ids: reversed, orderVersion },
      });
      expect(saved.status).toBe(200);
      const answer = contentOrderResponseSchema.parse(saved.body);
      expect(answer.message).toBe(ja.shopContent.orderSaved);
      const after = await order(category.id);
      expect(after.data.map((row) => row.id)).toEqual(reversed);
      expect(after.orderVersion).toBe(answer.orderVersion);
      const stale = await api.request('PUT', '/demo/gallery/order', {
        token: tokens.store,
        body: { categoryId: category.id, ids, orderVersion },
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: ja.errors.alreadyUpdated });
      expect((await order(category.id)).data.map((row) => row.id)).toEqual(reversed);
    });

    it('is stale once an item was added meanwhile, and refuses a list that is not the whole category', async () => {
      const { category, ids, orderVersion } = await threeItems();
      const added = await newGalleryItem(category.id);
      const stale = await api.request('PUT', '/demo/gallery/order', {
        token: tokens.store,
        body: { categoryId: category.id, ids: [...ids].reverse(), orderVersion },
      });
      expect(stale.status).toBe(409);
      const current = await order(category.id);
      const partial = await api.request('PUT', '/demo/gallery/order', {
        token: tokens.store,
        body: {
          categoryId: category.id,
          ids: [added.id, ...ids.slice(1)],
          orderVersion: current.orderVersion,
        },
      });
      expect(partial.status).toBe(422);
      expect((await order(category.id)).data.map((row) => row.id)).toEqual([...ids, added.id]);
    });

    it('lets exactly one of many concurrent reorders of the same version through, and positions stay 0..n-1', async () => {
      const { category, ids, orderVersion } = await threeItems();
      const orders = [
        [ids[1], ids[0], ids[2]],
        [ids[2], ids[1], ids[0]],
        [ids[0], ids[2], ids[1]],
        [ids[2], ids[0], ids[1]],
        [ids[1], ids[2], ids[0]],
      ];
      const answers = await Promise.all(
        [...orders, ...orders].map((next) =>
          api.request('PUT', '/demo/gallery/order', {
            token: tokens.store,
            body: { categoryId: category.id, ids: next, orderVersion },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
      const winner = [...orders, ...orders][answers.findIndex((answer) => answer.status === 200)];
      const after = await order(category.id);
      expect(after.data.map((row) => row.id)).toEqual(winner);
      expect(after.data.map((row) => row.position)).toEqual([0, 1, 2]);
      expect(after.orderVersion).toBe(orderVersion + 1);
    });

    it('reorders categories the same way', async () => {
      const list = await categories('menus', tokens.store);
      const reversed = list.data.map((row) => row.id).reverse();
      const saved = await api.request('PUT', '/demo/menus/categories/order', {
        token: tokens.store,
        body: { ids: reversed, orderVersion: list.orderVersion },
      });
      expect(saved.status).toBe(200);
      expect((await categories('menus', tokens.store)).data.map((row) => row.id)).toEqual(reversed);
      const stale = await api.request('PUT', '/demo/menus/categories/order', {
        token: tokens.store,
        body: { ids: reversed, orderVersion: list.orderVersion },
      });
      expect(stale.status).toBe(409);
    });
  });

  describe('top display', () => {
    it('is head office work in a service with the top setting; its image is required', async () => {
      const category = await newCategory('top', tokens.client, '試験用キャンペーン');
      const fields = {
        name: '秋の新作フェア',
        redirectUrl: 'https://hidamari.example/autumn',
        topCategoryId: String(category.id),
      };
      const without = await send('POST', '/demo/top', tokens.client, fields);
      expect(without.body).toMatchObject({
        errors: [{ name: 'image', message: fieldMessage('画像', ja.validation.photoRequired) }],
      });
      const badUrl = await send(
        'POST',
        '/demo/top',
        tokens.client,
        { ...fields, redirectUrl: 'こんにちは' },
        [imagePart(await photo())],
      );
      expect(badUrl.body).toMatchObject({ errors: [{ name: 'redirectUrl' }] });
      const created = await send('POST', '/demo/top', tokens.master, fields, [imagePart(await photo())]);
      expect(created.status).toBe(201);
      expect(topWriteResponseSchema.parse(created.body).data).toMatchObject({
        categoryId: category.id,
        name: '秋の新作フェア',
      });
    });
  });

  describe('scoping: endpoint × role × other tenant', () => {
    it('gives gallery and menu to the store only and top to head office only', async () => {
      const cases: { path: string; allowed: (keyof DemoTokens)[] }[] = [
        { path: '/demo/gallery', allowed: ['store'] },
        { path: '/demo/gallery/categories', allowed: ['store'] },
        { path: '/demo/menus', allowed: ['store'] },
        { path: '/demo/menus/categories', allowed: ['store'] },
        { path: '/demo/top', allowed: ['master', 'client'] },
        { path: '/demo/top/categories', allowed: ['master', 'client'] },
      ];
      for (const { path, allowed } of cases) {
        for (const account of ['master', 'client', 'store', 'group', 'sampleClient'] as const) {
          const status = (await api.request('GET', path, { token: tokens[account] })).status;
          expect(status, `${account} ${path}`).toBe(allowed.includes(account) ? 200 : 403);
        }
      }
      // The sample service has the top setting off: its own client cannot open it either.
      expect((await api.request('GET', '/sample/top', { token: tokens.sampleClient })).status).toBe(403);
      expect((await api.request('GET', '/sample/top', { token: tokens.master })).status).toBe(403);
    });

    it("answers 404 for another shop's or another service's records, whatever the data", async () => {
      const sampleId = await serviceIdOf(api, 'sample');
      const demoId = await serviceIdOf(api, 'demo');
      const storeShop = await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店');
      const [shop] = await api.db
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.serviceId, demoId), ne(shops.id, storeShop)))
        .limit(1);
      const neighbour = shop?.id ?? 0;
      const [media] = await api.db
        .insert(mediaFiles)
        .values({
          serviceId: sampleId,
          kind: 'image',
          mimeType: 'image/png',
          fileName: 'a.png',
          byteSize: 1,
          data: SAMPLE_FILES.png,
        })
        .returning({ id: mediaFiles.id });
      const mediaId = media?.id ?? 0;
      const [neighbourCategory] = await api.db
        .insert(galleryCategories)
        .values({ serviceId: demoId, shopId: neighbour, name: '隣の店', position: 0 })
        .returning({ id: galleryCategories.id });
      const [neighbourItem] = await api.db
        .insert(galleryItems)
        .values({
          serviceId: demoId,
          shopId: neighbour,
          categoryId: neighbourCategory?.id ?? 0,
          imageId: mediaId,
          position: 0,
        })
        .returning({ id: galleryItems.id });
      const [sampleTopCategory] = await api.db
        .insert(topCategories)
        .values({ serviceId: sampleId, name: '他サービス', position: 0 })
        .returning({ id: topCategories.id });
      const [sampleTop] = await api.db
        .insert(topItems)
        .values({
          serviceId: sampleId,
          topCategoryId: sampleTopCategory?.id ?? 0,
          name: '他サービス',
          imageId: mediaId,
          position: 0,
        })
        .returning({ id: topItems.id });

      const store = tokens.store;
      const galleryItemId = neighbourItem?.id ?? 0;
      const galleryCategoryId = neighbourCategory?.id ?? 0;
      for (const [method, path, body] of [
        ['GET', `/demo/gallery/${galleryItemId}`, undefined],
        [
          'PUT',
          `/demo/gallery/${galleryItemId}`,
          { categoryId: galleryCategoryId, comment: 'x', updatedAt: new Date().toISOString() },
        ],
        ['DELETE', `/demo/gallery/${galleryItemId}`, undefined],
        ['GET', `/demo/gallery/categories/${galleryCategoryId}`, undefined],
        [
          'PUT',
          `/demo/gallery/categories/${galleryCategoryId}`,
          { name: 'x', updatedAt: new Date().toISOString() },
        ],
        ['DELETE', `/demo/gallery/categories/${galleryCategoryId}`, undefined],
      ] as const) {
        expect((await api.request(method, path, { token: store, body })).status, `${method} ${path}`).toBe(
          404,
        );
      }
      const foreignOrder = await api.request('PUT', '/demo/gallery/order', {
        token: store,
        body: { categoryId: galleryCategoryId, ids: [galleryItemId], orderVersion: 0 },
      });
      expect(foreignOrder.status).toBe(422);
      for (const token of [tokens.master, tokens.client]) {
        for (const [method, path] of [
          ['GET', `/demo/top/${sampleTop?.id ?? 0}`],
          ['DELETE', `/demo/top/${sampleTop?.id ?? 0}`],
          ['GET', `/demo/top/categories/${sampleTopCategory?.id ?? 0}`],
          ['DELETE', `/demo/top/categories/${sampleTopCategory?.id ?? 0}`],
        ] as const) {
          expect((await api.request(method, path, { token })).status, `${method} ${path}`).toBe(404);
        }
      }
      // Another service's image is not served through this one.
      expect(
        (await rawRequest(api, 'GET', `/demo/media/${mediaId}/thumbnail`, { token: tokens.client })).status,
      ).toBe(404);
    });
  });
});
