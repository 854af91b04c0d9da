import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  serviceLogoResponseSchema,
  serviceSettingResponseSchema,
  serviceSettingWriteResponseSchema,
} from '@shared/api';
import type { ServiceCreateRequest, ServiceSetting } from '@shared/api';
import { CARD_TEMPLATE } from '@shared/constants';
import { ja } from '@shared/messages';
import { services, shops } from '../../src-server/platform/db/schema';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { errorMap } from './support/forms';
import { postMultipart, SAMPLE_FILES } from './support/http';

describe.each(DATABASE_TARGETS)('service settings on $name', (target) => {
  const { api, tokens } = demoApi(target);
  let demo: ServiceSetting;

  beforeAll(async () => {
    demo = serviceSettingResponseSchema.parse(
      (await api.request('GET', '/services/demo/setting', { token: tokens.client })).body,
    ).data;
  });

  /** The setting as a form, the way the edit page sends it back. */
  function formOf(setting: ServiceSetting, overrides: Partial<ServiceCreateRequest> = {}) {
    const {
      id: _id,
      company: _company,
      logoUrl: _logo,
      registDate: _registDate,
      paymentSitePasswordSet: _a,
      paymentShopPasswordSet: _b,
      ...fields
    } = setting;
    return {
      ...fields,
      serviceTag: setting.serviceTag.map((tag) => tag.name),
      paymentSitePassword: '',
      paymentShopPassword: '',
      ...overrides,
    };
  }

  it('answers every field of the catalogue, the payment passwords only as set or not', async () => {
    expect(demo).toMatchObject({
      name: 'ひだまり珈琲 公式アプリ',
      subdomain: 'demo',
      company: { name: '株式会社ひだまり珈琲' },
      paymentSiteId: 'tsite00012345',
      paymentSitePasswordSet: true,
      paymentShopPasswordSet: true,
      cardTemplate: CARD_TEMPLATE.STANDARD,
      enableTopSetting: 1,
    });
    expect(demo.serviceTag.map((tag) => tag.name)).toContain('駅近');
    const response = await api.request('GET', '/services/demo/setting', { token: tokens.client });
    expect(JSON.stringify(response.body)).not.toContain('DemoSitePass01');
  });

  it('lets master create a service; a client may not', async () => {
    const form = {
      ...formOf(demo, {
        name: '新サービス',
        subdomain: 'new-service',
        serviceTag: ['新規', '限定'],
        paymentSitePassword: 'NewSitePass',
      }),
      updatedAt: undefined,
    };
    const byClient = await api.request('POST', '/services', { token: tokens.client, body: form });
    expect(byClient.status).toBe(403);
    const response = await api.request('POST', '/services', { token: tokens.master, body: form });
    expect(response.status).toBe(201);
    const { message, data } = serviceSettingWriteResponseSchema.parse(response.body);
    expect(message).toBe(ja.success.created);
    expect(data).toMatchObject({
      subdomain: 'new-service',
      paymentSitePasswordSet: true,
      paymentShopPasswordSet: false,
    });
    expect(data.serviceTag.map((tag) => tag.name)).toEqual(['新規', '限定']);
  });

  it('checks the subdomain rules, the tag limit and taken or reserved subdomains', async () => {
    const cases: [string, string][] = [
      ['My_Service', 'サブドメインは半角英小文字・数字・ハイフンで入力してください。'],
      ['my--service', 'サブドメインにハイフンを連続して使用することはできません。'],
      ['sample', 'サブドメインは既に登録されています。'],
      ['users', 'サブドメインは使用できない値です。'],
    ];
    for (const [subdomain, message] of cases) {
      const response = await api.request('POST', '/services', {
        token: tokens.master,
        body: formOf(demo, { subdomain }),
      });
      expect(response.status).toBe(422);
      expect(errorMap(response.body)).toEqual({ subdomain: message });
    }
    const tags = Array.from({ length: 11 }, (_, index) => `タグ${index}`);
    const tooMany = await api.request('POST', '/services', {
      token: tokens.master,
      body: formOf(demo, {
        subdomain: 'tags-test',
        serviceTag: tags,
        privacyPolicyUrl: 'nope',
        clientId: null,
      }),
    });
    expect(errorMap(tooMany.body)).toEqual({
      serviceTag: 'サービスタグは10個まで登録できます。',
      privacyPolicyUrl: 'プライバシーポリシーURLはURLの形式で入力してください。',
      clientId: 'クライアント企業を選択してください。',
    });
  });

  it('saves an edit, keeping untyped passwords and kept tags; 409 when stale', async () => {
    const current = serviceSettingResponseSchema.parse(
      (await api.request('GET', '/services/sample/setting', { token: tokens.sampleClient })).body,
    ).data;
    const keptTag = current.serviceTag[0];
    const [tagged] = await api.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.serviceTagId, keptTag?.id ?? 0));
    const edit = (name: string) =>
      api.request('PUT', '/services/sample', {
        token: tokens.sampleClient,
        body: {
          ...formOf(current, {
            name,
            serviceTag: [keptTag?.name ?? '', '新メニュー'],
            enableTopSetting: '1',
            kameiNo: '12345',
          }),
          updatedAt: current.updatedAt,
        },
      });
    const response = await edit('こむぎ堂 会員アプリ');
    expect(response.status).toBe(200);
    const { data } = serviceSettingWriteResponseSchema.parse(response.body);
    expect(data).toMatchObject({
      name: 'こむぎ堂 会員アプリ',
      enableTopSetting: 1,
      kameiNo: '12345',
      paymentSitePasswordSet: true,
    });
    expect(data.serviceTag).toEqual([
      { id: keptTag?.id, name: keptTag?.name },
      { id: expect.any(Number), name: '新メニュー' },
    ]);
    const [row] = await api.db
      .select({ password: services.paymentSitePassword })
      .from(services)
      .where(eq(services.subdomain, 'sample'));
    expect(row?.password).toBe('DemoSitePass01');
    if (tagged) {
      const [shop] = await api.db
        .select({ tag: shops.serviceTagId })
        .from(shops)
        .where(eq(shops.id, tagged.id));
      expect(shop?.tag).toBe(keptTag?.id);
    }
    expect((await edit('もう一度')).status).toBe(409);
  });

  it("refuses a client moving its service to another company, or editing another's service", async () => {
    const moved = await api.request('PUT', '/services/demo', {
      token: tokens.client,
      body: { ...formOf(demo, { clientId: 2 }), updatedAt: demo.updatedAt },
    });
    expect(moved.status).toBe(403);
    const foreign = await api.request('PUT', '/services/sample', {
      token: tokens.client,
      body: { ...formOf(demo), updatedAt: demo.updatedAt },
    });
    expect(foreign.status).toBe(403);
    expect((await api.request('GET', '/services/sample/setting', { token: tokens.client })).status).toBe(403);
  });

  it('uploads a logo', async () => {
    const response = await postMultipart(api, '/services/demo/logo', tokens.client, {}, [
      { name: 'logo', fileName: 'logo.jpg', contentType: 'image/jpeg', data: SAMPLE_FILES.jpeg },
    ]);
    expect(response.status).toBe(200);
    const { data } = serviceLogoResponseSchema.parse(response.body);
    expect(data.logoUrl).toMatch(/\/api\/v1\/demo\/media\/\d+$/);
    const setting = serviceSettingResponseSchema.parse(
      (await api.request('GET', '/services/demo/setting', { token: tokens.client })).body,
    ).data;
    expect(setting.logoUrl).toBe(data.logoUrl);
    const notImage = await postMultipart(api, '/services/demo/logo', tokens.client, {}, [
      { name: 'logo', fileName: 'logo.png', contentType: 'image/png', data: SAMPLE_FILES.mp3 },
    ]);
    expect(errorMap(notImage.body)).toEqual({ logo: ja.errors.imageExtension });
  });
});
