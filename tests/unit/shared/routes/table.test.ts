import { describe, expect, it } from 'vitest';
import { CSV_EXPORT_IDS, ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import type { Role } from '@shared/constants';
import { ja } from '@shared/messages';
import { ROUTES, isRoleAllowed, pageTitle, routeByName, routePath } from '@shared/routes';
import type { RouteName } from '@shared/routes';

const M: Role = ROLE_MASTER;
const C: Role = ROLE_CLIENT;
const S: Role = ROLE_STORE;
const G: Role = ROLE_GROUP;
const ALL: Role[] = [M, C, S, G];
const SVC = '/service/:subdomain';

/** Spec section 2 (paths) and section 6 (roles), restated independently of the table. */
const SPEC: [RouteName, string, Role[] | null][] = [
  ['root', '/', ALL],
  ['login', '/login', null],
  ['passwordChange', '/password/change', ALL],
  ['forbidden', '/403', null],
  ['notFound', '/404', null],
  ['serverError', '/500', null],
  ['accountUser', '/account/user', ALL],
  ['accountCompany', '/account/company', [C, S]],
  ['serviceList', '/service/list', [M, C]],
  ['dashboard', `${SVC}/dashboard`, ALL],
  ['summary', `${SVC}/summary`, ALL],
  ['storeList', `${SVC}/store/list`, [M, C, G]],
  ['storeCreate', `${SVC}/store/create`, [M, C]],
  ['storeEdit', `${SVC}/store/edit/:id`, [M, C]],
  ['storeGroupList', `${SVC}/store/group/list`, [M, C]],
  ['storeGroupAdd', `${SVC}/store/group/:id/add`, [M, C]],
  ['storeGroupDelete', `${SVC}/store/group/:id/delete`, [M, C]],
  ['storeSettingView', `${SVC}/store/:id/setting/view`, [S, G]],
  ['settingDefault', `${SVC}/setting/default`, [S, G]],
  ['settingBasic', `${SVC}/setting/basic`, [S, G]],
  ['settingDetail', `${SVC}/setting/detail`, [S, G]],
  ['customerList', `${SVC}/customer/list`, [M, C]],
  ['customerListLinked', `${SVC}/customer/list-linked`, [M, C]],
  ['customerEdit', `${SVC}/customer/edit/:id`, [M, C]],
  ['couponTemplateList', `${SVC}/customer/push-notification-template/coupon/list`, [M, C]],
  ['couponTemplateCreate', `${SVC}/customer/push-notification-template/coupon/create`, [M, C]],
  ['couponTemplateEdit', `${SVC}/customer/push-notification-template/coupon/edit/:id`, [M, C]],
  ['newsTemplateList', `${SVC}/customer/push-notification-template/news/list`, [M, C]],
  ['newsTemplateCreate', `${SVC}/customer/push-notification-template/news/create`, [M, C]],
  ['newsTemplateEdit', `${SVC}/customer/push-notification-template/news/edit/:id`, [M, C]],
  ['couponList', `${SVC}/coupon/list`, ALL],
  ['couponCreate', `${SVC}/coupon/create`, [S]],
  ['couponEdit', `${SVC}/coupon/edit/:id`, [S]],
  ['couponUsageHistoryList', `${SVC}/coupon/history-using/list`, ALL],
  ['couponUsageHistory', `${SVC}/coupon/history-using`, ALL],
  ['newsList', `${SVC}/news/list`, ALL],
  ['newsDetail', `${SVC}/news/detail/:id`, ALL],
  ['newsCreate', `${SVC}/news/create`, [S]],
  ['paymentHistoryList', `${SVC}/payment-history/list`, ALL],
  ['paymentHistoryDetail', `${SVC}/payment-history/detail/:id`, ALL],
  ['ecHistoryList', `${SVC}/ec-history/list`, ALL],
  ['ecHistoryDetail', `${SVC}/ec-history/detail/:id`, ALL],
  ['ecHistoryEdit', `${SVC}/ec-history/edit/:id`, ALL],
  ['galleryCategoryList', `${SVC}/gallery/category/list`, [S]],
  ['galleryList', `${SVC}/gallery/list`, [S]],
  ['galleryCreate', `${SVC}/shop/gallery/create`, [S]],
  ['galleryEdit', `${SVC}/shop/gallery/edit/:id`, [S]],
  ['menuCategoryList', `${SVC}/menu/category/list`, [S]],
  ['menuList', `${SVC}/menu/list`, [S]],
  ['menuCreate', `${SVC}/menu/create`, [S]],
  ['menuEdit', `${SVC}/menu/edit/:id`, [S]],
  ['topList', `${SVC}/top/list`, [M, C]],
  ['topCreate', `${SVC}/top/create`, [M, C]],
  ['topEdit', `${SVC}/top/edit/:id`, [M, C]],
  ['topCategoryList', `${SVC}/top/category/list`, [M, C]],
  ['topCategoryCreate', `${SVC}/top/category/create`, [M, C]],
  ['topCategoryEdit', `${SVC}/top/category/edit/:id`, [M, C]],
  ['contractList', `${SVC}/contract/list/:shopId`, [M, C, S]],
  ['contractCreate', `${SVC}/contract/create/:shopId`, [M, C]],
  ['contractEdit', `${SVC}/contract/edit/:shopId/:id`, [M, C]],
  ['estimateProductList', `${SVC}/store/:shopId/estimate-product/list`, [M, C, S]],
  ['estimateProductCreate', `${SVC}/store/:shopId/estimate-product/create`, [M, C, S]],
  ['estimateProductEdit', `${SVC}/store/:shopId/estimate-product/:id/edit`, [M, C, S]],
  ['notificationList', '/notification/list', [M, C]],
  ['notificationCreate', '/notification/create', [M, C]],
  ['userList', '/setting/user/list', [M, C]],
  ['userRegisterSelect', '/setting/user/register/select', [M, C]],
  ['userRegisterClient', '/setting/user/register/client', [M, C]],
  ['userRegisterMaster', '/setting/user/register/master', [M]],
  ['userRegisterShop', '/setting/user/register/shop', [M, C]],
  ['userEditClient', '/setting/user/edit/client/:id', [M, C]],
  ['userEditMaster', '/setting/user/edit/master/:id', [M]],
  ['userEditShop', '/setting/user/edit/shop/:id', [M, C]],
  ['serviceSettingList', '/setting/service/list', [M, C]],
  ['serviceSettingCreate', '/setting/service/create', [M]],
  ['serviceSettingEdit', '/setting/service/edit/:subdomain', [M, C]],
  // Ours, beyond the spec (issue 30): 会計ソフト連携 and 会計連携設定, head office.
  ['accountingExport', `${SVC}/accounting/export`, [M, C]],
  ['accountingSettings', `${SVC}/accounting/settings`, [M, C]],
  // Ours, beyond the spec (issue 28): 操作ログ, head office.
  ['auditLogList', '/audit-log/list', [M, C]],
  ['auditLogDetail', '/audit-log/detail/:id', [M, C]],
];

describe('ROUTES', () => {
  it('holds exactly the routes of the spec', () => {
    expect(ROUTES.map((route) => route.name).sort()).toEqual(SPEC.map(([name]) => name).sort());
  });

  it('has unique names and unique paths', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it.each(SPEC)('%s is %s for the roles of section 6', (name, path, roles) => {
    const route = routeByName(name);
    expect(route.path).toBe(path);
    expect(route.roles === null ? null : [...route.roles].sort()).toEqual(
      roles === null ? null : [...roles].sort(),
    );
    for (const role of ALL) expect(isRoleAllowed(route, role)).toBe(roles === null || roles.includes(role));
  });

  it('names routes in camelCase', () => {
    for (const route of ROUTES) expect(route.name).toMatch(/^[a-z][A-Za-z]*$/);
  });

  it('uses React Router parameters, and puts service-scoped routes under /service/:subdomain', () => {
    for (const route of ROUTES) {
      expect(route.path).not.toMatch(/[{}]/);
      if (route.path.includes(':subdomain') && route.name !== 'serviceSettingEdit') {
        expect(route.path.startsWith('/service/:subdomain/')).toBe(true);
      }
    }
  });

  it('gives every route a Japanese title from the catalogue', () => {
    for (const route of ROUTES) expect(route.title).toMatch(/[\u3040-\u30FF\u4E00-\u9FFF]/);
    expect(routeByName('couponList').title).toBe(ja.routeTitles.couponList);
    expect(routeByName('login').title).toBe(ja.auth.loginTitle);
  });

  it('uses the plain layout for login and password change, the system-error layout for 500 alone', () => {
    const layouts = Object.fromEntries(ROUTES.map((route) => [route.name, route.layout]));
    expect(layouts.login).toBe('plain');
    expect(layouts.passwordChange).toBe('plain');
    expect(layouts.serverError).toBe('error');
    const appRoutes = ROUTES.filter(
      (route) => !['login', 'passwordChange', 'serverError'].includes(route.name),
    );
    for (const route of appRoutes) expect(route.layout).toBe('app');
  });

  it('gives the CSV export kind of section 2 to exactly the routes that have one', () => {
    const withCsv = Object.fromEntries(
      ROUTES.flatMap((route) => ('csvExport' in route ? [[route.name, route.csvExport]] : [])),
    );
    expect(withCsv).toEqual({
      summary: 'summary',
      storeList: 'shops',
      customerList: 'customers',
      couponList: 'coupons',
      paymentHistoryList: 'paymentHistories',
      contractList: 'shopContract',
      estimateProductList: 'estimateProduct',
      accountingExport: ['journalYayoi', 'journalFreee', 'journalMoneyForward'],
      auditLogList: 'auditLog',
    });
    for (const kind of Object.values(withCsv).flat()) expect(Object.keys(CSV_EXPORT_IDS)).toContain(kind);
  });
});

describe('routePath', () => {
  it('fills and encodes the parameters', () => {
    expect(routePath('serviceList')).toBe('/service/list');
    expect(routePath('contractEdit', { subdomain: 'sakura', shopId: 501, id: 9 })).toBe(
      '/service/sakura/contract/edit/501/9',
    );
    expect(routePath('storeEdit', { subdomain: 'a b', id: '1/2' })).toBe('/service/a%20b/store/edit/1%2F2');
  });

  it('throws when a parameter is missing', () => {
    expect(() => routePath('dashboard')).toThrow(/subdomain/);
  });
});

describe('routeByName', () => {
  it('throws for an unknown name', () => {
    expect(() => routeByName('nope' as RouteName)).toThrow(/unknown route/);
  });
});

describe('pageTitle', () => {
  it('puts the product name after the route title', () => {
    expect(pageTitle('店舗一覧')).toBe('店舗一覧 | キャッシュレス管理コンソール');
    expect(pageTitle(ja.app.productName)).toBe('キャッシュレス管理コンソール');
  });
});
