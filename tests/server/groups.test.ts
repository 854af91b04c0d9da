import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  groupAllResponseSchema,
  groupListResponseSchema,
  groupShopsResponseSchema,
  groupWriteResponseSchema,
  storeListResponseSchema,
} from '@shared/api';
import type { Group } from '@shared/api';
import { ROLE_GROUP } from '@shared/constants';
import { ja } from '@shared/messages';
import { shops, users } from '../../src-server/platform/db/schema';
import { groupIdByName, shopIdByName } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { errorMap } from './support/forms';

describe.each(DATABASE_TARGETS)('groups on $name', (target) => {
  const { api, tokens } = demoApi(target);

  let sequence = 0;
  async function createGroup(): Promise<Group> {
    sequence += 1;
    const response = await api.request('POST', '/demo/groups', {
      token: tokens.client,
      body: {
        name: `検証エリア${sequence}`,
        email: `area${sequence}@demo.example`,
        password: 'GroupPass-1',
        ipAddress: '',
      },
    });
    expect(response.status).toBe(201);
    return groupWriteResponseSchema.parse(response.body).data;
  }

  const groupShops = (groupId: number, body: object) =>
    api.request('POST', `/demo/shops/group/${groupId}`, { token: tokens.client, body });

  describe('GET /{subdomain}/groups', () => {
    it('lists the groups of the service with shop counts and the account e-mail', async () => {
      const response = await api.request('GET', '/demo/groups?limit=50&sort=name&typeSort=ASC', {
        token: tokens.client,
      });
      const page = groupListResponseSchema.parse(response.body);
      expect(page.meta.total).toBe(6);
      const capital = page.data.find((group) => group.name === '首都圏エリア');
      expect(capital).toMatchObject({ email: 'group@demo.example' });
      expect(capital?.shopCount).toBeGreaterThan(5);
    });

    it('answers every group for selects with noPaginate, filtered by keyword', async () => {
      const response = await api.request(
        'GET',
        `/demo/groups?noPaginate=1&keyword=${encodeURIComponent('関西')}`,
        {
          token: tokens.client,
        },
      );
      expect(groupAllResponseSchema.parse(response.body).data.map((group) => group.name)).toEqual([
        '関西エリア',
      ]);
    });
  });

  describe('POST and PUT /{subdomain}/groups', () => {
    it('creates a group with its group-role account', async () => {
      const group = await createGroup();
      expect(group).toMatchObject({ shopCount: 0, email: `area${sequence}@demo.example` });
      const [account] = await api.db.select().from(users).where(eq(users.groupId, group.id));
      expect(account).toMatchObject({ role: ROLE_GROUP, email: `area${sequence}@demo.example` });
      await expect(api.login(`area${sequence}@demo.example`, 'GroupPass-1')).resolves.toEqual(
        expect.any(String),
      );
    });

    it('refuses a name another group of the service has, with the spec message', async () => {
      const response = await api.request('POST', '/demo/groups', {
        token: tokens.client,
        body: { name: '関西エリア', email: 'other@demo.example', password: 'GroupPass-1' },
      });
      expect(response.status).toBe(422);
      expect(errorMap(response.body)).toEqual({ name: 'グループ名が他のグループと重複しています。' });
      // The same name in another service is fine.
      const sample = await api.request('POST', '/sample/groups', {
        token: tokens.sampleClient,
        body: { name: '関西エリア', email: 'kansai@sample.example', password: 'GroupPass-1' },
      });
      expect(sample.status).toBe(201);
    });

    it('answers 422 with Japanese messages for an empty or malformed form', async () => {
      const empty = await api.request('POST', '/demo/groups', { token: tokens.client, body: {} });
      expect(errorMap(empty.body)).toEqual({
        name: 'グループ名を入力してください。',
        email: 'メールアドレスを入力してください。',
        password: 'パスワードを入力してください。',
      });
      const malformed = await api.request('POST', '/demo/groups', {
        token: tokens.client,
        body: { name: 'x', email: 'group@demo.example', password: 'GroupPass-1', ipAddress: '10.0.0' },
      });
      expect(errorMap(malformed.body)).toEqual({
        ipAddress: 'IPアドレスはIPアドレスの形式（例: 192.168.0.1）で入力してください。',
      });
      const taken = await api.request('POST', '/demo/groups', {
        token: tokens.client,
        body: { name: '新エリア', email: 'group@demo.example', password: 'GroupPass-1' },
      });
      expect(errorMap(taken.body)).toEqual({ email: 'メールアドレスは既に登録されています。' });
    });

    it('renames a group and its account, keeping the password when none is typed; 409 when stale', async () => {
      const group = await createGroup();
      const edit = (name: string) =>
        api.request('PUT', `/demo/groups/${group.id}`, {
          token: tokens.client,
          body: {
            name,
            email: `renamed${group.id}@demo.example`,
            password: '',
            ipAddress: '203.0.113.50',
            updatedAt: group.updatedAt,
          },
        });
      const response = await edit('改名エリア');
      expect(response.status).toBe(200);
      expect(groupWriteResponseSchema.parse(response.body)).toMatchObject({
        message: ja.success.updated,
        data: { name: '改名エリア', email: `renamed${group.id}@demo.example`, ipAddress: '203.0.113.50' },
      });
      await expect(api.login(`renamed${group.id}@demo.example`, 'GroupPass-1')).resolves.toEqual(
        expect.any(String),
      );
      const stale = await edit('もう一度');
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: ja.errors.alreadyUpdated });
    });

    it('refuses a rename to the name of another group', async () => {
      const group = await createGroup();
      const response = await api.request('PUT', `/demo/groups/${group.id}`, {
        token: tokens.client,
        body: { name: '首都圏エリア', email: group.email, updatedAt: group.updatedAt },
      });
      expect(errorMap(response.body)).toEqual({ name: 'グループ名が他のグループと重複しています。' });
    });
  });

  describe('DELETE /{subdomain}/groups/{id}', () => {
    it('deletes the group and its account; its shops stay, ungrouped', async () => {
      const group = await createGroup();
      const shopId = await shopIdByName(api, 'ひだまり珈琲 金沢駅店');
      await groupShops(group.id, { shopId });
      const response = await api.request('DELETE', `/demo/groups/${group.id}`, { token: tokens.client });
      expect(response.body).toEqual({ message: ja.success.deleted });
      const [shop] = await api.db.select({ groupId: shops.groupId }).from(shops).where(eq(shops.id, shopId));
      expect(shop?.groupId).toBeNull();
      expect(
        await api.db
          .select()
          .from(users)
          .where(eq(users.email, group.email ?? '')),
      ).toEqual([]);
    });

    it('accepts POST with _method delete', async () => {
      const group = await createGroup();
      const response = await api.request('POST', `/demo/groups/${group.id}`, {
        token: tokens.client,
        body: { _method: 'DELETE' },
      });
      expect(response.status).toBe(200);
      expect((await api.request('DELETE', `/demo/groups/${group.id}`, { token: tokens.client })).status).toBe(
        404,
      );
    });
  });

  describe('POST /{subdomain}/shops/group/{id}', () => {
    it('adds shops to a group and removes them with _method delete', async () => {
      const group = await createGroup();
      const shopIds = [
        await shopIdByName(api, 'ひだまり珈琲 長野駅前店'),
        await shopIdByName(api, 'ひだまり珈琲 新潟駅前店'),
      ];
      const added = await groupShops(group.id, { shopIds });
      expect(added.status).toBe(200);
      expect(groupShopsResponseSchema.parse(added.body)).toEqual({
        message: ja.success.shopAddedToGroup,
        data: { groupId: group.id, shopIds, shopCount: 2 },
      });
      const listed = await api.request('GET', `/demo/stores?groupId=${group.id}`, { token: tokens.client });
      expect(storeListResponseSchema.parse(listed.body).meta.total).toBe(2);

      const removed = await groupShops(group.id, { _method: 'delete', shopId: shopIds[0] });
      expect(groupShopsResponseSchema.parse(removed.body)).toEqual({
        message: ja.success.shopRemovedFromGroup,
        data: { groupId: group.id, shopIds: [shopIds[0]], shopCount: 1 },
      });
    });

    it('refuses shops of another service or not in the group, changing nothing', async () => {
      const group = await createGroup();
      const own = await shopIdByName(api, 'ひだまり珈琲 豊田店');
      const foreign = await shopIdByName(api, 'こむぎ堂 二子玉川店');
      const response = await groupShops(group.id, { shopIds: [own, foreign] });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: ja.errors.noMatchingShop,
        errors: [{ name: 'shopIds', message: ja.errors.noMatchingShop }],
      });
      const [shop] = await api.db.select({ groupId: shops.groupId }).from(shops).where(eq(shops.id, own));
      expect(shop?.groupId).not.toBe(group.id);
      const notMember = await groupShops(group.id, { _method: 'delete', shopId: own });
      expect(notMember.status).toBe(422);
    });

    it('answers 422 when no shop is chosen, 404 for a group of another service', async () => {
      const group = await createGroup();
      const none = await groupShops(group.id, { shopIds: [] });
      expect(errorMap(none.body)).toEqual({ shopIds: ja.errors.noItemSelected });
      const sampleGroup = await groupIdByName(api, 'sample', '東日本エリア');
      const shopId = await shopIdByName(api, 'ひだまり珈琲 豊田店');
      expect((await groupShops(sampleGroup, { shopId })).status).toBe(404);
    });
  });
});
