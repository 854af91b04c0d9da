import { describe, expect, it } from 'vitest';
import { activeMenuKey, routeByName, sideMenu, userPanel, visibleMenuItems } from '@shared/routes';
import type { MenuItem } from '@shared/routes';
import { client, group, makeService, master, store } from './fixtures';

const keys = (items: MenuItem[]) => items.map((item) => item.key);
const item = (items: MenuItem[], key: string) => items.find((candidate) => candidate.key === key);

describe('side menu for master and client', () => {
  const service = makeService();

  it('shows the service list, the service items and the sub-menu', () => {
    const menu = sideMenu(master(), service);
    expect(keys(menu.global)).toEqual(['serviceList']);
    expect(keys(menu.service)).toEqual([
      'dashboard',
      'stores',
      'customers',
      'summary',
      'accounting',
      'coupons',
      'news',
      'history',
      'topDisplay',
    ]);
    expect(keys(menu.sub)).toEqual(['help', 'userSettings', 'notifications', 'auditLog']);
    expect(item(menu.service, 'accounting')).toMatchObject({
      label: '会計ソフト連携',
      link: { route: 'accountingExport', path: '/service/sakura/accounting/export' },
    });
  });

  it('shows no service items until a service is open', () => {
    const menu = sideMenu(client(), null);
    expect(keys(menu.global)).toEqual(['serviceList']);
    expect(menu.service).toEqual([]);
    expect(keys(menu.sub)).toEqual(['help', 'userSettings', 'notifications', 'auditLog']);
  });

  it('labels the dashboard with the service name and links into the service', () => {
    const dashboard = item(sideMenu(master(), service).service, 'dashboard');
    expect(dashboard?.label).toBe('さくらペイ');
    expect(dashboard?.link).toEqual({
      route: 'dashboard',
      params: { subdomain: 'sakura' },
      path: '/service/sakura/dashboard',
    });
    expect(item(sideMenu(master(), service).service, 'stores')?.link?.path).toBe(
      '/service/sakura/store/list',
    );
  });

  it('gives help no link', () => {
    expect(item(sideMenu(master(), service).sub, 'help')).toMatchObject({ label: 'ヘルプ', link: null });
    expect(item(sideMenu(master(), service).sub, 'userSettings')?.link?.path).toBe('/setting/user/list');
  });

  it('hides top display info when the service disables it', () => {
    expect(keys(sideMenu(master(), makeService({ enableTopSetting: 0 })).service)).not.toContain(
      'topDisplay',
    );
    expect(keys(sideMenu(client(), makeService({ enableTopSetting: 0 })).service)).not.toContain(
      'topDisplay',
    );
  });

  it('hides customers from a client unless the service enables customer setting', () => {
    const off = makeService({ enableCustomerSetting: 0 });
    expect(keys(sideMenu(client(), off).service)).not.toContain('customers');
    expect(keys(sideMenu(client(), service).service)).toContain('customers');
    expect(keys(sideMenu(master(), off).service)).toContain('customers');
  });

  it('hides summary, its journals (会計ソフト連携) and history from a client without the policies', () => {
    const noSummary = client({ policies: { summaryManagement: false, paymentHistory: true } });
    const noHistory = client({ policies: { summaryManagement: true, paymentHistory: false } });
    expect(keys(sideMenu(noSummary, service).service)).toEqual([
      'dashboard',
      'stores',
      'customers',
      'coupons',
      'news',
      'history',
      'topDisplay',
    ]);
    expect(keys(sideMenu(noHistory, service).service)).toEqual([
      'dashboard',
      'stores',
      'customers',
      'summary',
      'accounting',
      'coupons',
      'news',
      'topDisplay',
    ]);
  });

  it('switches history to EC history when EC settings apply to every store', () => {
    const allEc = client({ ecSetting: { countEc: 4, totalShop: 4 } });
    expect(item(sideMenu(allEc, service).service, 'history')).toMatchObject({
      label: 'EC決済履歴',
      link: { route: 'ecHistoryList', path: '/service/sakura/ec-history/list' },
    });
    expect(item(sideMenu(client(), service).service, 'history')).toMatchObject({
      label: '決済履歴',
      link: { route: 'paymentHistoryList', path: '/service/sakura/payment-history/list' },
    });
  });
});

describe('side menu for store and group', () => {
  it('shows a store its own items, linking to its shop', () => {
    const menu = sideMenu(store(), null);
    expect(menu.global).toEqual([]);
    expect(menu.sub).toEqual([]);
    expect(keys(menu.service)).toEqual([
      'dashboard',
      'storeSettings',
      'gallery',
      'menu',
      'summary',
      'coupons',
      'news',
      'history',
      'contracts',
      'estimateProducts',
    ]);
    expect(item(menu.service, 'contracts')?.link?.path).toBe('/service/sakura/contract/list/501');
    expect(item(menu.service, 'estimateProducts')?.link?.path).toBe(
      '/service/sakura/store/501/estimate-product/list',
    );
    expect(item(menu.service, 'dashboard')?.label).toBe('ダッシュボード');
  });

  it('shows a group its own items', () => {
    expect(keys(sideMenu(group(), null).service)).toEqual([
      'dashboard',
      'storeSettings',
      'stores',
      'summary',
      'coupons',
      'news',
      'history',
    ]);
  });

  it("uses the user's own service whatever service detail is passed", () => {
    expect(
      item(sideMenu(store(), makeService({ subdomain: 'other' })).service, 'dashboard')?.link?.path,
    ).toBe('/service/sakura/dashboard');
  });

  it.each([
    ['coupons', 'enableCouponSetting'],
    ['news', 'enableNotificationSetting'],
    ['gallery', 'enableGallerySetting'],
    ['menu', 'enableMenuSetting'],
  ] as const)('hides %s when %s is off', (key, flag) => {
    expect(keys(sideMenu(store({}, { [flag]: 0 }), null).service)).not.toContain(key);
    expect(keys(sideMenu(store({}, { [flag]: 1 }), null).service)).toContain(key);
  });

  it('hides coupons and news from a group when their flags are off', () => {
    const menu = sideMenu(group({}, { enableCouponSetting: 0, enableNotificationSetting: 0 }), null);
    expect(keys(menu.service)).toEqual(['dashboard', 'storeSettings', 'stores', 'summary', 'history']);
  });

  it('hides estimate products from a store when trial calculation is off', () => {
    expect(keys(sideMenu(store({}, { enableTrailCalc: 0 }), null).service)).not.toContain('estimateProducts');
  });

  it('ignores the client policies for store and group', () => {
    const noPolicies = { policies: { summaryManagement: false, paymentHistory: false } };
    expect(keys(sideMenu(store(noPolicies), null).service)).toEqual(
      expect.arrayContaining(['summary', 'history']),
    );
  });

  it("switches the store's history to EC history", () => {
    const menu = sideMenu(store({ ecSetting: { countEc: 1, totalShop: 1 } }), null);
    expect(item(menu.service, 'history')?.link?.route).toBe('ecHistoryList');
  });

  it('leaves out items whose link needs a shop the user does not have', () => {
    expect(keys(sideMenu(store({ shop: null }), null).service)).not.toContain('contracts');
  });

  it('shows nothing service-bound without a service', () => {
    expect(sideMenu(store({ service: null }), null).service).toEqual([]);
  });
});

describe('visibleMenuItems', () => {
  it('lists every item in display order', () => {
    expect(keys(visibleMenuItems(master(), makeService()))).toEqual([
      'serviceList',
      'dashboard',
      'stores',
      'customers',
      'summary',
      'accounting',
      'coupons',
      'news',
      'history',
      'topDisplay',
      'help',
      'userSettings',
      'notifications',
      'auditLog',
    ]);
  });
});

describe('activeMenuKey', () => {
  it("finds the item of the route's area", () => {
    const headOffice = visibleMenuItems(master(), makeService());
    expect(activeMenuKey(headOffice, routeByName('contractEdit'))).toBe('stores');
    expect(activeMenuKey(headOffice, routeByName('couponTemplateEdit'))).toBe('customers');
    expect(activeMenuKey(headOffice, routeByName('serviceSettingEdit'))).toBe('userSettings');
    expect(activeMenuKey(headOffice, routeByName('accountUser'))).toBeNull();
    expect(activeMenuKey(headOffice, routeByName('accountingSettings'))).toBe('accounting');
    const shop = visibleMenuItems(store(), null);
    expect(activeMenuKey(shop, routeByName('contractList'))).toBe('contracts');
    expect(activeMenuKey(shop, routeByName('ecHistoryDetail'))).toBe('history');
  });
});

describe('userPanel', () => {
  it('shows the role name, the full name and account settings', () => {
    expect(userPanel(master())).toMatchObject({ roleName: 'マスター管理者', fullName: '山田 太郎' });
    expect(keys(userPanel(master()).items)).toEqual(['accountSettings']);
    expect(keys(userPanel(group()).items)).toEqual(['accountSettings']);
  });

  it('adds company settings for store and client', () => {
    expect(keys(userPanel(store()).items)).toEqual(['accountSettings', 'companySettings']);
    expect(keys(userPanel(client()).items)).toEqual(['accountSettings', 'companySettings']);
    expect(item(userPanel(client()).items, 'companySettings')?.link?.path).toBe('/account/company');
  });
});
