import type { FastifyRequest } from 'fastify';
import { API_PATHS, fastifyPath, importUploadPath } from '@shared/api';
import type { ImportTarget } from '@shared/constants';
import type { AuditEntity } from '@shared/constants';
import type { AuditVocabulary } from '../../platform/audit/trail';
import { isDeleteOverride } from '../../platform/http/method-override';

const typeOfExport = (request: FastifyRequest) => {
  const { type } = request.params as { type?: string };
  const filters = Object.fromEntries(
    Object.entries((request.query ?? {}) as Record<string, unknown>).filter(
      ([name, value]) => name !== '_' && typeof value === 'string' && value.length <= 200,
    ),
  );
  return { exportId: type ?? null, filters };
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The vocabulary's key of an endpoint: its method and its path as the routes register it (API_PATHS). */
const at = (method: Method, path: string) => `${method} ${fastifyPath(path)}`;

/** A list with its own create, edit and delete (`list`, `item`), and optionally its order. */
function crud(
  paths: { list: string; item: string; order?: string },
  entity: AuditEntity,
  table: string,
): AuditVocabulary {
  return {
    [at('POST', paths.list)]: { entity, action: 'create', table },
    [at('PUT', paths.item)]: { entity, action: 'update', table },
    [at('DELETE', paths.item)]: { entity, action: 'delete', table },
    ...(paths.order ? { [at('PUT', paths.order)]: { entity, action: 'reorder', table, idParam: null } } : {}),
  };
}

/** A kind of shop content: its categories and its items, each with their order. */
function content(
  paths: (typeof API_PATHS)['gallery' | 'menus' | 'top'],
  entities: { category: AuditEntity; item: AuditEntity },
  tables: { category: string; item: string },
): AuditVocabulary {
  return {
    ...crud(
      { list: paths.categories, item: paths.category, order: paths.categoryOrder },
      entities.category,
      tables.category,
    ),
    ...crud(paths, entities.item, tables.item),
  };
}

/** An import's upload: the line is written once the file is stored (the job's id is in the answer). */
function upload(target: ImportTarget): AuditVocabulary {
  return {
    [at('POST', importUploadPath(target))]: {
      entity: 'import',
      action: 'importRequest',
      idParam: null,
      mode: 'beforeSend',
      details: () => ({ target }),
    },
  };
}

const { auth, account, services, stores, storeSettings, users, coupons, payments, customers } = API_PATHS;
const { pushes, exports, imports, audit } = API_PATHS;

/**
 * What each endpoint's line says (platform/audit/trail.ts): every write of the API, and the reads
 * that hand out data (exports, downloads, the audit trail itself). The route walk test checks that
 * every write endpoint is here and writes exactly one line.
 */
export const AUDIT_VOCABULARY: AuditVocabulary = {
  // Sign-in: the login writes its own lines (a failed one must outlast its rolled-back attempt).
  [at('POST', auth.login)]: { unaudited: 'writes its own lines (modules/auth/login.ts)' },
  [at('POST', auth.loginSecondFactor)]: { unaudited: 'writes its own lines (modules/auth/login.ts)' },
  [at('POST', auth.logout)]: { entity: 'session', action: 'logout', idParam: null },
  [at('POST', auth.changePassword)]: {
    entity: 'account',
    action: 'passwordChange',
    table: 'users',
    idParam: null,
  },
  [at('PUT', account.self)]: { entity: 'account', action: 'update', table: 'users', idParam: null },
  [at('PUT', account.company)]: { entity: 'company', action: 'update', table: 'companies', idParam: null },
  [at('PUT', API_PATHS.accounting.settings)]: {
    entity: 'accountingSettings',
    action: 'update',
    table: 'accounting_settings',
    idParam: null,
  },
  [at('POST', account.secondFactorSetup)]: {
    entity: 'secondFactor',
    action: 'update',
    table: 'user_second_factors',
    idParam: null,
  },
  [at('POST', account.secondFactor)]: {
    entity: 'secondFactor',
    action: 'secondFactorEnable',
    table: 'user_second_factors',
    idParam: null,
  },
  [at('POST', account.secondFactorDisable)]: {
    entity: 'secondFactor',
    action: 'secondFactorDisable',
    table: 'user_second_factors',
    idParam: null,
  },
  [at('POST', account.recoveryCodes)]: {
    entity: 'secondFactor',
    action: 'recoveryCodesRenew',
    idParam: null,
  },

  // Services (head office)
  [at('POST', services.list)]: { entity: 'service', action: 'create', table: 'services' },
  [at('PUT', services.update)]: { entity: 'service', action: 'update', table: 'services', idParam: null },
  [at('POST', services.logo)]: { entity: 'service', action: 'upload', table: 'services', idParam: null },
  [at('PUT', services.secondFactor)]: {
    entity: 'service',
    action: 'policy',
    table: 'services',
    idParam: null,
  },

  // Stores, their settings and groups
  [at('POST', stores.list)]: { entity: 'store', action: 'create', table: 'shops' },
  [at('PUT', stores.item)]: { entity: 'store', action: 'update', table: 'shops' },
  [at('PUT', stores.status)]: { entity: 'store', action: 'status', table: 'shops' },
  [at('DELETE', stores.item)]: { entity: 'store', action: 'delete', table: 'shops' },
  [at('POST', storeSettings.basic)]: { entity: 'storeSetting', action: 'update', table: 'shop_configs' },
  [at('POST', storeSettings.default)]: { entity: 'storeSetting', action: 'update', table: 'shop_configs' },
  [at('POST', storeSettings.detail)]: { entity: 'storeSetting', action: 'update', table: 'shop_configs' },
  [at('POST', storeSettings.uploadSound)]: { entity: 'storeSetting', action: 'upload', idParam: null },
  ...crud(API_PATHS.groups, 'group', 'groups'),
  [at('POST', API_PATHS.groups.shops)]: {
    entity: 'group',
    action: (request) => (isDeleteOverride(request) ? 'groupShopRemove' : 'groupShopAdd'),
    table: 'groups',
  },

  // Users (head office)
  [at('POST', users.createMaster)]: { entity: 'user', action: 'create', table: 'users' },
  [at('POST', users.createClient)]: { entity: 'user', action: 'create', table: 'users' },
  [at('POST', users.createShop)]: { entity: 'user', action: 'create', table: 'users' },
  [at('PUT', users.item)]: { entity: 'user', action: 'update', table: 'users' },
  [at('PUT', users.status)]: { entity: 'user', action: 'status', table: 'users' },
  [at('POST', users.secondFactorReset)]: { entity: 'user', action: 'secondFactorReset', table: 'users' },

  // Coupons, contracts, estimate products
  [at('POST', coupons.list)]: { entity: 'coupon', action: 'create', table: 'coupons' },
  [at('PUT', coupons.item)]: { entity: 'coupon', action: 'update', table: 'coupons' },
  [at('PUT', coupons.status)]: { entity: 'coupon', action: 'status', table: 'coupons' },
  [at('POST', coupons.appUse)]: { unaudited: "a customer's use from the app, recorded as its coupon use" },
  ...crud(API_PATHS.contracts, 'contract', 'contracts'),
  ...crud(API_PATHS.estimateProducts, 'estimateProduct', 'estimate_products'),

  // Gallery, menu, top page
  ...content(
    API_PATHS.gallery,
    { category: 'galleryCategory', item: 'galleryItem' },
    { category: 'gallery_categories', item: 'gallery_items' },
  ),
  ...content(
    API_PATHS.menus,
    { category: 'menuCategory', item: 'menuItem' },
    { category: 'menu_categories', item: 'menu_items' },
  ),
  ...content(
    API_PATHS.top,
    { category: 'topCategory', item: 'topItem' },
    { category: 'top_categories', item: 'top_items' },
  ),
  [at('POST', API_PATHS.news.list)]: { entity: 'news', action: 'create', table: 'news' },

  // Payments
  [at('POST', payments.ingest)]: { unaudited: "the payment provider's feed: each payment is its own record" },
  [at('PUT', payments.ecItem)]: { entity: 'ecPayment', action: 'update', table: 'payments' },

  // Notices, customers, pushes
  [at('POST', API_PATHS.notifications.list)]: {
    entity: 'notification',
    action: 'create',
    table: 'notifications',
  },
  [at('DELETE', API_PATHS.notifications.item)]: {
    entity: 'notification',
    action: 'delete',
    table: 'notifications',
  },
  [at('PUT', customers.item)]: { entity: 'customer', action: 'update', table: 'customers' },
  ...crud(API_PATHS.pushTemplates.coupon, 'pushTemplate', 'push_templates'),
  ...crud(API_PATHS.pushTemplates.news, 'pushTemplate', 'push_templates'),
  [at('POST', pushes.count)]: { unaudited: 'counts the audience of a push; changes nothing' },
  [at('POST', pushes.list)]: { entity: 'push', action: 'send', table: 'push_notifications' },
  [at('PUT', pushes.cancel)]: { entity: 'push', action: 'cancel', table: 'push_notifications' },

  // Exports and imports: the request, each download, the confirmation (the apply writes its own line)
  [at('GET', exports.request)]: {
    entity: 'export',
    action: 'exportRequest',
    table: 'export_jobs',
    idParam: null,
    details: typeOfExport,
  },
  [at('GET', exports.download)]: { entity: 'export', action: 'download', mode: 'beforeSend' },
  ...upload('stores'),
  ...upload('storesAllowIp'),
  ...upload('contracts'),
  ...upload('contractInterest'),
  ...upload('estimateProducts'),
  ...upload('estimateImages'),
  [at('POST', imports.confirm)]: { entity: 'import', action: 'importConfirm', table: 'import_jobs' },
  [at('POST', imports.cancel)]: { entity: 'import', action: 'importCancel', table: 'import_jobs' },
  [at('GET', imports.errorFile)]: { entity: 'import', action: 'download', mode: 'beforeSend' },

  // Reading the audit trail leaves a line too (PCI DSS 10.2.1.3)
  [at('GET', audit.list)]: { entity: 'auditLog', action: 'view', idParam: null, mode: 'beforeSend' },
  [at('GET', audit.item)]: { entity: 'auditLog', action: 'view', mode: 'beforeSend' },
};
