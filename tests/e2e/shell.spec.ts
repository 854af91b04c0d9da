import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';

/**
 * The side menus each demo account must see, written out from spec section 6 and the demo
 * data (demo: every service flag on, client with both policies; sample: customer setting, top
 * setting, trial calculation and news off, client without policies).
 */
const HEAD_OFFICE_SUB_MENU = ['ヘルプ', 'ユーザー設定', '通知', '操作ログ'];
const DEMO_HEAD_OFFICE_MENU = [
  'サービス一覧',
  'ひだまり珈琲 公式アプリ',
  '店舗管理',
  '顧客管理',
  '集計',
  '会計ソフト連携',
  'クーポン',
  'お知らせ',
  '決済履歴',
  'TOP表示情報',
  ...HEAD_OFFICE_SUB_MENU,
];

const CASES = [
  {
    account: 'master',
    email: DEMO_ACCOUNTS.master,
    servicePath: '/service/demo/dashboard',
    menu: DEMO_HEAD_OFFICE_MENU,
    forbidden: '/service/demo/gallery/list',
    otherService: null,
  },
  {
    account: 'client of demo',
    email: DEMO_ACCOUNTS.clientDemo,
    servicePath: '/service/demo/dashboard',
    menu: DEMO_HEAD_OFFICE_MENU,
    forbidden: '/service/demo/menu/list',
    otherService: '/service/sample/dashboard',
  },
  {
    account: 'client of sample',
    email: DEMO_ACCOUNTS.clientSample,
    servicePath: '/service/sample/dashboard',
    menu: [
      'サービス一覧',
      'こむぎ堂ベーカリー 会員サービス',
      '店舗管理',
      'クーポン',
      'お知らせ',
      ...HEAD_OFFICE_SUB_MENU,
    ],
    forbidden: '/service/sample/customer/list',
    otherService: '/service/demo/store/list',
  },
  {
    account: 'store',
    email: DEMO_ACCOUNTS.store,
    servicePath: '/service/demo/dashboard',
    menu: [
      'ダッシュボード',
      '店舗設定',
      'ギャラリー',
      'メニュー',
      '集計',
      'クーポン',
      'お知らせ',
      '決済履歴',
      '取扱契約番号',
      '試算商品',
    ],
    forbidden: '/service/demo/customer/list',
    otherService: '/service/sample/dashboard',
  },
  {
    account: 'group',
    email: DEMO_ACCOUNTS.group,
    servicePath: '/service/demo/dashboard',
    menu: ['ダッシュボード', '店舗設定', '店舗管理', '集計', 'クーポン', 'お知らせ', '決済履歴'],
    forbidden: '/service/demo/store/create',
    otherService: '/service/sample/store/list',
  },
] as const;

async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await expect(menu.locator('[data-menu-key]').first()).toBeVisible();
  return menu.locator('[data-menu-key]').allInnerTexts();
}

for (const entry of CASES) {
  test.describe(`shell for the ${entry.account}`, () => {
    test.beforeEach(async ({ page }) => {
      await login(page, entry.email);
      await expect(page.getByTestId('user-name')).toBeVisible();
    });

    test('the side menu shows exactly the items the spec allows', async ({ page }) => {
      await page.goto(appUrl(entry.servicePath));
      await expectRoute(page, entry.servicePath);
      // The service's own items come with its settings, after the fixed ones: read until they settle.
      await expect
        .poll(async () => (await menuLabels(page)).map((label) => label.trim()), { timeout: 15_000 })
        .toEqual([...entry.menu]);
    });

    test('a route the role may not use gives 403', async ({ page }) => {
      await page.goto(appUrl(entry.forbidden));
      await expectRoute(page, '/403');
    });

    if (entry.otherService) {
      const otherService = entry.otherService;
      test("another service's subdomain gives 403", async ({ page }) => {
        await page.goto(appUrl(otherService));
        await expectRoute(page, '/403');
      });
    }

    test('an unknown path gives 404', async ({ page }) => {
      await page.goto(appUrl('/service/demo/no-such-screen'));
      await expectRoute(page, '/404');
    });
  });
}
