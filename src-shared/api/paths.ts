/**
 * Every path of the management API, once (spec section 7), relative to its base (`/api/v1`,
 * the address service's `/address/v1`). `{name}` segments are filled from the request: the
 * console's channels (src-shared/ipc/channels) call these paths, and the reference server
 * registers them (`{name}` becomes Fastify's `:name`, see fastifyPath). The request and
 * response schemas of each call are in the area's file beside this one.
 */
import { IMPORT_TARGETS } from '../constants/imports';
import type { ImportTarget } from '../constants/imports';

/** The paths of one kind of shop content (`gallery`, `menus`, `top`): its items and categories. */
function contentPaths<K extends string>(kind: K) {
  return {
    list: `{subdomain}/${kind}`,
    item: `{subdomain}/${kind}/{id}`,
    order: `{subdomain}/${kind}/order`,
    categories: `{subdomain}/${kind}/categories`,
    category: `{subdomain}/${kind}/categories/{id}`,
    categoryOrder: `{subdomain}/${kind}/categories/order`,
  } as const;
}
export type ContentPaths = ReturnType<typeof contentPaths>;

/** The paths of one kind of push template (`coupon`, `news`). */
function templatePaths<K extends string>(kind: K) {
  return {
    list: `{subdomain}/push-templates/${kind}`,
    item: `{subdomain}/push-templates/${kind}/{id}`,
  } as const;
}
export type TemplatePaths = ReturnType<typeof templatePaths>;

export const API_PATHS = {
  /** Readiness (asks the database) and liveness (the process only). */
  health: { ready: 'health', live: 'health/live' },
  auth: {
    login: 'auth/login',
    /** The second step of a waiting sign-in (a code, a recovery code or an enrolment's first code). */
    loginSecondFactor: 'auth/login/second-factor',
    logout: 'auth/logout',
    changePassword: 'auth/change-pass',
  },
  account: {
    self: 'account',
    company: 'account/company',
    secondFactor: 'account/second-factor',
    secondFactorSetup: 'account/second-factor/setup',
    secondFactorDisable: 'account/second-factor/disable',
    recoveryCodes: 'account/second-factor/recovery-codes',
  },
  media: {
    item: '{subdomain}/media/{id}',
    thumbnail: '{subdomain}/media/{id}/thumbnail',
    defaultSound: '{subdomain}/media/default-sound',
  },
  services: {
    list: 'services',
    item: 'services/{id}',
    update: 'services/{currentSubdomain}',
    setting: 'services/{subdomain}/setting',
    logo: 'services/{subdomain}/logo',
    tags: 'services/{subdomain}/tags',
    secondFactor: 'services/{subdomain}/second-factor',
  },
  stores: {
    list: '{subdomain}/stores',
    item: '{subdomain}/stores/{id}',
    status: '{subdomain}/stores/update-status/{id}',
  },
  storeSettings: {
    config: '{subdomain}/stores/{id}/config',
    basic: '{subdomain}/stores/{id}/config/basic',
    default: '{subdomain}/stores/{id}/config/default',
    detail: '{subdomain}/stores/{id}/config/detail',
    qrCode: '{subdomain}/stores/{id}/qr-code',
    uploadSound: '{subdomain}/stores/upload-sound',
    defaultSound: '{subdomain}/stores/config/default-sound',
  },
  groups: {
    list: '{subdomain}/groups',
    item: '{subdomain}/groups/{id}',
    /** Adding shops, or with `_method: "delete"` removing them. */
    shops: '{subdomain}/shops/group/{id}',
  },
  lookups: {
    genres: 'genres',
    companies: 'companies',
    bank: 'banks/{code}',
    branch: 'banks/{code}/branches/{branchCode}',
  },
  users: {
    list: 'users',
    item: 'users/{id}',
    status: 'users/update-status/{id}',
    createMaster: 'users/master',
    createClient: 'users/client',
    createShop: 'users/shop',
    secondFactor: 'users/{id}/second-factor',
    secondFactorReset: 'users/{id}/second-factor/reset',
  },
  coupons: {
    list: '{subdomain}/coupons',
    item: '{subdomain}/coupons/{id}',
    status: '{subdomain}/coupons/update-status/{id}',
    usage: '{subdomain}/coupons/history-using',
    usageSummary: '{subdomain}/coupons/history-using/summary',
    /** The app's own call, with the service's app key. */
    appUse: 'app/coupons/{id}/use',
  },
  news: { list: '{subdomain}/news', item: '{subdomain}/news/{id}' },
  contracts: {
    list: '{subdomain}/shops/{shopId}/contracts',
    item: '{subdomain}/shops/{shopId}/contracts/{id}',
  },
  estimateProducts: {
    list: '{subdomain}/shops/{shopId}/estimate-products',
    item: '{subdomain}/shops/{shopId}/estimate-products/{id}',
  },
  gallery: contentPaths('gallery'),
  menus: contentPaths('menus'),
  top: contentPaths('top'),
  payments: {
    /** The payment provider's call, with the service's ingest key. */
    ingest: '{subdomain}/payments/ingest',
    list: '{subdomain}/payment-histories',
    item: '{subdomain}/payment-histories/{id}',
    ecList: '{subdomain}/ec-histories',
    ecItem: '{subdomain}/ec-histories/{id}',
  },
  sales: {
    statistics: '{subdomain}/services/payments-statistical',
    dashboard: '{subdomain}/dashboard',
    shopOptions: '{subdomain}/shop-options',
  },
  notifications: { list: 'notifications', item: 'notifications/{id}' },
  customers: {
    list: '{subdomain}/customers',
    linked: '{subdomain}/customers/linked',
    count: '{subdomain}/customers/count',
    item: '{subdomain}/customers/{id}',
  },
  pushTemplates: { coupon: templatePaths('coupon'), news: templatePaths('news') },
  accounting: {
    settings: '{subdomain}/accounting/settings',
    journalSummary: '{subdomain}/accounting/journal-summary',
  },
  pushes: {
    list: '{subdomain}/push-notifications',
    count: '{subdomain}/push-notifications/count',
    cancel: '{subdomain}/push-notifications/{id}/cancel',
  },
  /** The audit trail (操作ログ) and a record's 変更履歴. */
  audit: {
    list: 'audit-logs',
    item: 'audit-logs/{id}',
    recordHistory: 'audit-logs/records/{entity}/{id}',
  },
  exports: {
    request: '{subdomain}/exports/{type}',
    status: 'export/status/{id}',
    download: 'export/download/{id}',
  },
  /** The uploads are `{subdomain}/` and IMPORT_TARGETS[target].path (constants/imports). */
  imports: {
    status: 'import/status/{id}',
    confirm: 'import/confirm/{id}',
    cancel: 'import/cancel/{id}',
    errorFile: 'import/error-file/{id}',
  },
} as const;

/** The upload path of an import target (`{subdomain}/stores/uploads`, ...). */
export function importUploadPath<T extends ImportTarget>(target: T): `{subdomain}/${(typeof IMPORT_TARGETS)[T]['path']}` {
  return `{subdomain}/${IMPORT_TARGETS[target].path}`;
}

/** The address lookup service's paths (its own base, no login). */
export const ADDRESS_PATHS = {
  zipcode: 'zipcode/{zip}',
  prefectures: 'prefectures',
  municipalities: 'municipalities/{prefectureCode}',
} as const;

/** The `{name}` segments of a path as an object of strings: `'{subdomain}/stores/{id}'` → `{ subdomain; id }`. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : { [K in ParamNames<P>]: string };

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** A path as Fastify registers it: `{subdomain}/stores/{id}` → `/:subdomain/stores/:id`. */
export function fastifyPath(path: string): string {
  return `/${path.replace(/\{(\w+)\}/g, ':$1')}`;
}
