import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '../constants/roles';
import type { Role } from '../constants/roles';
import type { CsvExportKind } from '../constants/csv';
import { ja } from '../messages/start';
import { LOGIN_PATH } from './login-path';

/**
 * `app`: the logged-in layout with the menu (403 and 404 too, for a logged-in user: spec
 * section 2); `plain`: login and password change; `error`: the system-error layout of 500.
 */
export type RouteLayout = 'app' | 'plain' | 'error';

/**
 * The area of the spec a route belongs to. Menu items light up for their areas, and the
 * areas a service can switch off (customers, coupons, ...) are gated in ./access.ts.
 */
export type RouteSection =
  | 'auth'
  | 'errors'
  | 'account'
  | 'services'
  | 'dashboard'
  | 'summary'
  | 'stores'
  | 'storeSettings'
  | 'customers'
  | 'coupons'
  | 'news'
  | 'history'
  | 'gallery'
  | 'menu'
  | 'topDisplay'
  | 'contracts'
  | 'estimateProducts'
  | 'notifications'
  | 'userSettings'
  | 'serviceSettings'
  | 'auditLog'
  | 'accounting';

export interface RouteDefinition {
  /** Route name, used by the renderer to find the route. */
  name: string;
  /** React Router path pattern; `:subdomain` marks the service the route belongs to. */
  path: string;
  /** Japanese title; the window title is `<title> | <product name>`. */
  title: string;
  /** Roles allowed (spec section 6); `null` means no login needed. */
  roles: readonly Role[] | null;
  layout: RouteLayout;
  section: RouteSection;
  /**
   * The CSV export kind remembered while this route is shown (spec section 2); a screen that
   * offers several kinds (会計ソフト連携: one per accounting software) lists them all.
   */
  csvExport?: CsvExportKind | readonly CsvExportKind[];
}

const ALL_ROLES = [ROLE_MASTER, ROLE_CLIENT, ROLE_STORE, ROLE_GROUP] as const;
const HEAD_OFFICE = [ROLE_MASTER, ROLE_CLIENT] as const;
const MASTER_ONLY = [ROLE_MASTER] as const;
const STORE_ONLY = [ROLE_STORE] as const;
const STORE_AND_GROUP = [ROLE_STORE, ROLE_GROUP] as const;
const STORE_AND_CLIENT = [ROLE_CLIENT, ROLE_STORE] as const;
const HEAD_OFFICE_AND_GROUP = [ROLE_MASTER, ROLE_CLIENT, ROLE_GROUP] as const;
const HEAD_OFFICE_AND_STORE = [ROLE_MASTER, ROLE_CLIENT, ROLE_STORE] as const;

const SERVICE = '/service/:subdomain';
const titles = ja.routeTitles;

/** Every route of the console (spec sections 2 and 6). Guards, menus and server permissions read this. */
export const ROUTES = [
  // Top level and account
  {
    name: 'root',
    path: '/',
    title: ja.app.productName,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'dashboard',
  },
  {
    name: 'login',
    path: LOGIN_PATH,
    title: ja.auth.loginTitle,
    roles: null,
    layout: 'plain',
    section: 'auth',
  },
  {
    name: 'passwordChange',
    path: '/password/change',
    title: titles.passwordChange,
    roles: ALL_ROLES,
    layout: 'plain',
    section: 'auth',
  },
  {
    name: 'forbidden',
    path: '/403',
    title: ja.pages.forbiddenTitle,
    roles: null,
    layout: 'app',
    section: 'errors',
  },
  {
    name: 'notFound',
    path: '/404',
    title: ja.pages.notFoundTitle,
    roles: null,
    layout: 'app',
    section: 'errors',
  },
  {
    name: 'serverError',
    path: '/500',
    title: ja.pages.serverErrorTitle,
    roles: null,
    layout: 'error',
    section: 'errors',
  },
  {
    name: 'accountUser',
    path: '/account/user',
    title: titles.accountUser,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'account',
  },
  {
    name: 'accountCompany',
    path: '/account/company',
    title: titles.accountCompany,
    roles: STORE_AND_CLIENT,
    layout: 'app',
    section: 'account',
  },

  // Services
  {
    name: 'serviceList',
    path: '/service/list',
    title: ja.services.listTitle,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'services',
  },
  {
    name: 'dashboard',
    path: `${SERVICE}/dashboard`,
    title: ja.dashboard.title,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'dashboard',
  },
  {
    name: 'summary',
    path: `${SERVICE}/summary`,
    title: titles.summary,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'summary',
    csvExport: 'summary',
  },
  {
    name: 'accountingExport',
    path: `${SERVICE}/accounting/export`,
    title: titles.accountingExport,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'accounting',
    csvExport: ['journalYayoi', 'journalFreee', 'journalMoneyForward'],
  },
  {
    name: 'accountingSettings',
    path: `${SERVICE}/accounting/settings`,
    title: titles.accountingSettings,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'accounting',
  },

  // Stores
  {
    name: 'storeList',
    path: `${SERVICE}/store/list`,
    title: titles.storeList,
    roles: HEAD_OFFICE_AND_GROUP,
    layout: 'app',
    section: 'stores',
    csvExport: 'shops',
  },
  {
    name: 'storeCreate',
    path: `${SERVICE}/store/create`,
    title: titles.storeCreate,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'stores',
  },
  {
    name: 'storeEdit',
    path: `${SERVICE}/store/edit/:id`,
    title: titles.storeEdit,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'stores',
  },
  {
    name: 'storeGroupList',
    path: `${SERVICE}/store/group/list`,
    title: titles.storeGroupList,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'stores',
  },
  {
    name: 'storeGroupAdd',
    path: `${SERVICE}/store/group/:id/add`,
    title: titles.storeGroupAdd,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'stores',
  },
  {
    name: 'storeGroupDelete',
    path: `${SERVICE}/store/group/:id/delete`,
    title: titles.storeGroupDelete,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'stores',
  },
  {
    name: 'storeSettingView',
    path: `${SERVICE}/store/:id/setting/view`,
    title: titles.storeSettingView,
    roles: STORE_AND_GROUP,
    layout: 'app',
    section: 'storeSettings',
  },
  {
    name: 'settingDefault',
    path: `${SERVICE}/setting/default`,
    title: titles.settingDefault,
    roles: STORE_AND_GROUP,
    layout: 'app',
    section: 'storeSettings',
  },
  {
    name: 'settingBasic',
    path: `${SERVICE}/setting/basic`,
    title: titles.settingBasic,
    roles: STORE_AND_GROUP,
    layout: 'app',
    section: 'storeSettings',
  },
  {
    name: 'settingDetail',
    path: `${SERVICE}/setting/detail`,
    title: titles.settingDetail,
    roles: STORE_AND_GROUP,
    layout: 'app',
    section: 'storeSettings',
  },

  // Customers and push-notification templates
  {
    name: 'customerList',
    path: `${SERVICE}/customer/list`,
    title: titles.customerList,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'customers',
    csvExport: 'customers',
  },
  {
    name: 'customerListLinked',
    path: `${SERVICE}/customer/list-linked`,
    title: titles.customerListLinked,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'customers',
  },
  {
    name: 'customerEdit',
    path: `${SERVICE}/customer/edit/:id`,
    title: titles.customerEdit,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'customers',
  },
  {
    name: 'couponTemplateList',
    path: `${SERVICE}/customer/push-notification-template/coupon/list`,
    title: titles.couponTemplateList,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'customers',
  },
  {
    name: 'couponTemplateCreate',
    path: `${SERVICE}/customer/push-notification-template/coupon/create`,
    title: titles.couponTemplateCreate,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'customers',
  },
  {
    name: 'couponTemplateEdit',
    path: `${SERVICE}/customer/push-notification-template/coupon/edit/:id`,
    title: titles.couponTemplateEdit,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'customers',
  },
  {
    name: 'newsTemplateList',
    path: `${SERVICE}/customer/push-notification-template/news/list`,
    title: titles.newsTemplateList,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'customers',
  },
  {
    name: 'newsTemplateCreate',
    path: `${SERVICE}/customer/push-notification-template/news/create`,
    title: titles.newsTemplateCreate,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'customers',
  },
  {
    name: 'newsTemplateEdit',
    path: `${SERVICE}/customer/push-notification-template/news/edit/:id`,
    title: titles.newsTemplateEdit,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'customers',
  },

  // Coupons
  {
    name: 'couponList',
    path: `${SERVICE}/coupon/list`,
    title: titles.couponList,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'coupons',
    csvExport: 'coupons',
  },
  {
    name: 'couponCreate',
    path: `${SERVICE}/coupon/create`,
    title: titles.couponCreate,
    roles: STORE_ONLY,
    layout: 'app',
    section: 'coupons',
  },
  {
    name: 'couponEdit',
    path: `${SERVICE}/coupon/edit/:id`,
    title: titles.couponEdit,
    roles: STORE_ONLY,
    layout: 'app',
    section: 'coupons',
  },
  {
    name: 'couponUsageHistoryList',
    path: `${SERVICE}/coupon/history-using/list`,
    title: titles.couponUsageHistoryList,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'coupons',
  },
  {
    name: 'couponUsageHistory',
    path: `${SERVICE}/coupon/history-using`,
    title: titles.couponUsageHistory,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'coupons',
  },

  // News
  {
    name: 'newsList',
    path: `${SERVICE}/news/list`,
    title: titles.newsList,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'news',
  },
  {
    name: 'newsDetail',
    path: `${SERVICE}/news/detail/:id`,
    title: titles.newsDetail,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'news',
  },
  {
    name: 'newsCreate',
    path: `${SERVICE}/news/create`,
    title: titles.newsCreate,
    roles: STORE_ONLY,
    layout: 'app',
    section: 'news',
  },

  // Payment and EC history
  {
    name: 'paymentHistoryList',
    path: `${SERVICE}/payment-history/list`,
    title: titles.paymentHistoryList,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'history',
    csvExport: 'paymentHistories',
  },
  {
    name: 'paymentHistoryDetail',
    path: `${SERVICE}/payment-history/detail/:id`,
    title: titles.paymentHistoryDetail,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'history',
  },
  {
    name: 'ecHistoryList',
    path: `${SERVICE}/ec-history/list`,
    title: titles.ecHistoryList,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'history',
  },
  {
    name: 'ecHistoryDetail',
    path: `${SERVICE}/ec-history/detail/:id`,
    title: titles.ecHistoryDetail,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'history',
  },
  {
    name: 'ecHistoryEdit',
    path: `${SERVICE}/ec-history/edit/:id`,
    title: titles.ecHistoryEdit,
    roles: ALL_ROLES,
    layout: 'app',
    section: 'history',
  },

  // Gallery
  {
    name: 'galleryCategoryList',
    path: `${SERVICE}/gallery/category/list`,
    title: titles.galleryCategoryList,
    roles: STORE_ONLY,
    layout: 'app',
    section: 'gallery',
  },
  {
    name: 'galleryList',
    path: `${SERVICE}/gallery/list`,
    title: titles.galleryList,
    roles: STORE_ONLY,
    layout: 'app',
    section: 'gallery',
  },
  {
    name: 'galleryCreate',
    path: `${SERVICE}/shop/gallery/create`,
    title: titles.galleryCreate,
    roles: STORE_ONLY,
    layout: 'app',
    section: 'gallery',
  },
  {
    name: 'galleryEdit',
    path: `${SERVICE}/shop/gallery/edit/:id`,
    title: titles.galleryEdit,
    roles: STORE_ONLY,
    layout: 'app',
    section: 'gallery',
  },

  // Menu
  {
    name: 'menuCategoryList',
    path: `${SERVICE}/menu/category/list`,
    title: titles.menuCategoryList,
    roles: STORE_ONLY,
    layout: 'app',
    section: 'menu',
  },
  {
    name: 'menuList',
    path: `${SERVICE}/menu/list`,
    title: titles.menuList,
    roles: STORE_ONLY,
    layout: 'app',
    section: 'menu',
  },
  {
    name: 'menuCreate',
    path: `${SERVICE}/menu/create`,
    title: titles.menuCreate,
    roles: STORE_ONLY,
    layout: 'app',
    section: 'menu',
  },
  {
    name: 'menuEdit',
    path: `${SERVICE}/menu/edit/:id`,
    title: titles.menuEdit,
    roles: STORE_ONLY,
    layout: 'app',
    section: 'menu',
  },

  // Top-page display information
  {
    name: 'topList',
    path: `${SERVICE}/top/list`,
    title: titles.topList,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'topDisplay',
  },
  {
    name: 'topCreate',
    path: `${SERVICE}/top/create`,
    title: titles.topCreate,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'topDisplay',
  },
  {
    name: 'topEdit',
    path: `${SERVICE}/top/edit/:id`,
    title: titles.topEdit,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'topDisplay',
  },
  {
    name: 'topCategoryList',
    path: `${SERVICE}/top/category/list`,
    title: titles.topCategoryList,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'topDisplay',
  },
  {
    name: 'topCategoryCreate',
    path: `${SERVICE}/top/category/create`,
    title: titles.topCategoryCreate,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'topDisplay',
  },
  {
    name: 'topCategoryEdit',
    path: `${SERVICE}/top/category/edit/:id`,
    title: titles.topCategoryEdit,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'topDisplay',
  },

  // Handling contract numbers
  {
    name: 'contractList',
    path: `${SERVICE}/contract/list/:shopId`,
    title: titles.contractList,
    roles: HEAD_OFFICE_AND_STORE,
    layout: 'app',
    section: 'contracts',
    csvExport: 'shopContract',
  },
  {
    name: 'contractCreate',
    path: `${SERVICE}/contract/create/:shopId`,
    title: titles.contractCreate,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'contracts',
  },
  {
    name: 'contractEdit',
    path: `${SERVICE}/contract/edit/:shopId/:id`,
    title: titles.contractEdit,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'contracts',
  },

  // Estimate (trial calculation) products
  {
    name: 'estimateProductList',
    path: `${SERVICE}/store/:shopId/estimate-product/list`,
    title: titles.estimateProductList,
    roles: HEAD_OFFICE_AND_STORE,
    layout: 'app',
    section: 'estimateProducts',
    csvExport: 'estimateProduct',
  },
  {
    name: 'estimateProductCreate',
    path: `${SERVICE}/store/:shopId/estimate-product/create`,
    title: titles.estimateProductCreate,
    roles: HEAD_OFFICE_AND_STORE,
    layout: 'app',
    section: 'estimateProducts',
  },
  {
    name: 'estimateProductEdit',
    path: `${SERVICE}/store/:shopId/estimate-product/:id/edit`,
    title: titles.estimateProductEdit,
    roles: HEAD_OFFICE_AND_STORE,
    layout: 'app',
    section: 'estimateProducts',
  },

  // Notifications (head office, across services)
  {
    name: 'notificationList',
    path: '/notification/list',
    title: titles.notificationList,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'notifications',
  },
  {
    name: 'notificationCreate',
    path: '/notification/create',
    title: titles.notificationCreate,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'notifications',
  },

  // Settings: users and services
  {
    name: 'userList',
    path: '/setting/user/list',
    title: titles.userList,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'userSettings',
  },
  {
    name: 'userRegisterSelect',
    path: '/setting/user/register/select',
    title: titles.userRegisterSelect,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'userSettings',
  },
  {
    name: 'userRegisterClient',
    path: '/setting/user/register/client',
    title: titles.userRegisterClient,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'userSettings',
  },
  {
    name: 'userRegisterMaster',
    path: '/setting/user/register/master',
    title: titles.userRegisterMaster,
    roles: MASTER_ONLY,
    layout: 'app',
    section: 'userSettings',
  },
  {
    name: 'userRegisterShop',
    path: '/setting/user/register/shop',
    title: titles.userRegisterShop,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'userSettings',
  },
  {
    name: 'userEditClient',
    path: '/setting/user/edit/client/:id',
    title: titles.userEditClient,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'userSettings',
  },
  {
    name: 'userEditMaster',
    path: '/setting/user/edit/master/:id',
    title: titles.userEditMaster,
    roles: MASTER_ONLY,
    layout: 'app',
    section: 'userSettings',
  },
  {
    name: 'userEditShop',
    path: '/setting/user/edit/shop/:id',
    title: titles.userEditShop,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'userSettings',
  },
  {
    name: 'serviceSettingList',
    path: '/setting/service/list',
    title: titles.serviceSettingList,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'serviceSettings',
  },
  {
    name: 'serviceSettingCreate',
    path: '/setting/service/create',
    title: titles.serviceSettingCreate,
    roles: MASTER_ONLY,
    layout: 'app',
    section: 'serviceSettings',
  },
  {
    name: 'serviceSettingEdit',
    path: '/setting/service/edit/:subdomain',
    title: titles.serviceSettingEdit,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'serviceSettings',
  },

  // Audit trail (head office: master every service, client its own)
  {
    name: 'auditLogList',
    path: '/audit-log/list',
    title: titles.auditLogList,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'auditLog',
    csvExport: 'auditLog',
  },
  {
    name: 'auditLogDetail',
    path: '/audit-log/detail/:id',
    title: titles.auditLogDetail,
    roles: HEAD_OFFICE,
    layout: 'app',
    section: 'auditLog',
  },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** Route names with a CSV export kind. */
export type CsvRouteName = Extract<(typeof ROUTES)[number], { csvExport: CsvExportKind }>['name'];

/** The CSV export kinds a route offers (none, one, or several). */
export function routeExportKinds(route: RouteDefinition): readonly CsvExportKind[] {
  if (route.csvExport === undefined) return [];
  return typeof route.csvExport === 'string' ? [route.csvExport] : route.csvExport;
}

export function routeByName(name: RouteName): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
}

/** Fills `:param` segments of a route path. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing route parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function isRoleAllowed(route: RouteDefinition, role: Role): boolean {
  return route.roles === null || route.roles.includes(role);
}
