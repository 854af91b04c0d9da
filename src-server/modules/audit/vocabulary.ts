import type { FastifyRequest } from 'fastify';
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

const importTarget = (target: string) => () => ({ target });

/** A list with its own create, edit and delete (`/x`, `/x/:id`), and optionally its order. */
function crud(
  path: string,
  entity: AuditEntity,
  table: string,
  reorder = false,
): AuditVocabulary {
  return {
    [`POST ${path}`]: { entity, action: 'create', table },
    [`PUT ${path}/:id`]: { entity, action: 'update', table },
    [`DELETE ${path}/:id`]: { entity, action: 'delete', table },
    ...(reorder ? { [`PUT ${path}/order`]: { entity, action: 'reorder', table, idParam: null } } : {}),
  };
}

/**
 * What each endpoint's line says (platform/audit/trail.ts): every write of the API, and the reads
 * that hand out data (exports, downloads, the audit trail itself). The route walk test checks that
 * every write endpoint is here and writes exactly one line.
 */
export const AUDIT_VOCABULARY: AuditVocabulary = {
  // Sign-in: the login writes its own lines (a failed one must outlast its rolled-back attempt).
  'POST /auth/login': { unaudited: 'writes its own lines (modules/auth/login.ts)' },
  'POST /auth/login/second-factor': { unaudited: 'writes its own lines (modules/auth/login.ts)' },
  'POST /auth/logout': { entity: 'session', action: 'logout', idParam: null },
  'POST /auth/change-pass': { entity: 'account', action: 'passwordChange', table: 'users', idParam: null },
  'PUT /account': { entity: 'account', action: 'update', table: 'users', idParam: null },
  'PUT /account/company': { entity: 'company', action: 'update', table: 'companies', idParam: null },
  'PUT /:subdomain/accounting/settings': {
    entity: 'accountingSettings',
    action: 'update',
    table: 'accounting_settings',
    idParam: null,
  },
  'POST /account/second-factor/setup': {
    entity: 'secondFactor',
    action: 'update',
    table: 'user_second_factors',
    idParam: null,
  },
  'POST /account/second-factor': {
    entity: 'secondFactor',
    action: 'secondFactorEnable',
    table: 'user_second_factors',
    idParam: null,
  },
  'POST /account/second-factor/disable': {
    entity: 'secondFactor',
    action: 'secondFactorDisable',
    table: 'user_second_factors',
    idParam: null,
  },
  'POST /account/second-factor/recovery-codes': {
    entity: 'secondFactor',
    action: 'recoveryCodesRenew',
    idParam: null,
  },

  // Services (head office)
  'POST /services': { entity: 'service', action: 'create', table: 'services' },
  'PUT /services/:idOrSubdomain': { entity: 'service', action: 'update', table: 'services', idParam: null },
  'POST /services/:idOrSubdomain/logo': { entity: 'service', action: 'upload', table: 'services', idParam: null },
  'PUT /services/:idOrSubdomain/second-factor': {
    entity: 'service',
    action: 'policy',
    table: 'services',
    idParam: null,
  },

  // Stores, their settings and groups
  'POST /:subdomain/stores': { entity: 'store', action: 'create', table: 'shops' },
  'PUT /:subdomain/stores/:id': { entity: 'store', action: 'update', table: 'shops' },
  'PUT /:subdomain/stores/update-status/:id': { entity: 'store', action: 'status', table: 'shops' },
  'DELETE /:subdomain/stores/:id': { entity: 'store', action: 'delete', table: 'shops' },
  'POST /:subdomain/stores/:id/config/basic': { entity: 'storeSetting', action: 'update', table: 'shop_configs' },
  'POST /:subdomain/stores/:id/config/default': { entity: 'storeSetting', action: 'update', table: 'shop_configs' },
  'POST /:subdomain/stores/:id/config/detail': { entity: 'storeSetting', action: 'update', table: 'shop_configs' },
  'POST /:subdomain/stores/upload-sound': { entity: 'storeSetting', action: 'upload', idParam: null },
  ...crud('/:subdomain/groups', 'group', 'groups'),
  'POST /:subdomain/shops/group/:id': {
    entity: 'group',
    action: (request) => (isDeleteOverride(request) ? 'groupShopRemove' : 'groupShopAdd'),
    table: 'groups',
  },

  // Users (head office)
  'POST /users/master': { entity: 'user', action: 'create', table: 'users' },
  'POST /users/client': { entity: 'user', action: 'create', table: 'users' },
  'POST /users/shop': { entity: 'user', action: 'create', table: 'users' },
  'PUT /users/:id': { entity: 'user', action: 'update', table: 'users' },
  'PUT /users/update-status/:id': { entity: 'user', action: 'status', table: 'users' },
  'POST /users/:id/second-factor/reset': { entity: 'user', action: 'secondFactorReset', table: 'users' },

  // Coupons, contracts, estimate products
  'POST /:subdomain/coupons': { entity: 'coupon', action: 'create', table: 'coupons' },
  'PUT /:subdomain/coupons/:id': { entity: 'coupon', action: 'update', table: 'coupons' },
  'PUT /:subdomain/coupons/update-status/:id': { entity: 'coupon', action: 'status', table: 'coupons' },
  'POST /app/coupons/:id/use': { unaudited: "a customer's use from the app, recorded as its coupon use" },
  ...crud('/:subdomain/shops/:shopId/contracts', 'contract', 'contracts'),
  ...crud('/:subdomain/shops/:shopId/estimate-products', 'estimateProduct', 'estimate_products'),

  // Gallery, menu, top page
  ...crud('/:subdomain/gallery/categories', 'galleryCategory', 'gallery_categories', true),
  ...crud('/:subdomain/gallery', 'galleryItem', 'gallery_items', true),
  ...crud('/:subdomain/menus/categories', 'menuCategory', 'menu_categories', true),
  ...crud('/:subdomain/menus', 'menuItem', 'menu_items', true),
  ...crud('/:subdomain/top/categories', 'topCategory', 'top_categories', true),
  ...crud('/:subdomain/top', 'topItem', 'top_items', true),
  'POST /:subdomain/news': { entity: 'news', action: 'create', table: 'news' },

  // Payments
  'POST /:subdomain/payments/ingest': { unaudited: "the payment provider's feed: each payment is its own record" },
  'PUT /:subdomain/ec-histories/:id': { entity: 'ecPayment', action: 'update', table: 'payments' },

  // Notices, customers, pushes
  'POST /notifications': { entity: 'notification', action: 'create', table: 'notifications' },
  'DELETE /notifications/:id': { entity: 'notification', action: 'delete', table: 'notifications' },
  'PUT /:subdomain/customers/:id': { entity: 'customer', action: 'update', table: 'customers' },
  ...crud('/:subdomain/push-templates/coupon', 'pushTemplate', 'push_templates'),
  ...crud('/:subdomain/push-templates/news', 'pushTemplate', 'push_templates'),
  'POST /:subdomain/push-notifications/count': { unaudited: 'counts the audience of a push; changes nothing' },
  'POST /:subdomain/push-notifications': { entity: 'push', action: 'send', table: 'push_notifications' },
  'PUT /:subdomain/push-notifications/:id/cancel': { entity: 'push', action: 'cancel', table: 'push_notifications' },

  // Exports and imports: the request, each download, the confirmation (the apply writes its own line)
  'GET /:subdomain/exports/:type': {
    entity: 'export',
    action: 'exportRequest',
    table: 'export_jobs',
    idParam: null,
    details: typeOfExport,
  },
  'GET /export/download/:id': { entity: 'export', action: 'download', mode: 'beforeSend' },
  'POST /:subdomain/stores/uploads': {
    entity: 'import',
    action: 'importRequest',
    idParam: null,
    mode: 'beforeSend',
    details: importTarget('stores'),
  },
  'POST /:subdomain/stores/upload-allow-ip': {
    entity: 'import',
    action: 'importRequest',
    idParam: null,
    mode: 'beforeSend',
    details: importTarget('storesAllowIp'),
  },
  'POST /:subdomain/shops/:shopId/contracts/uploads': {
    entity: 'import',
    action: 'importRequest',
    idParam: null,
    mode: 'beforeSend',
    details: importTarget('contracts'),
  },
  'POST /:subdomain/shops/:shopId/contracts/upload-interest': {
    entity: 'import',
    action: 'importRequest',
    idParam: null,
    mode: 'beforeSend',
    details: importTarget('contractInterest'),
  },
  'POST /:subdomain/shops/:shopId/estimate-products/upload': {
    entity: 'import',
    action: 'importRequest',
    idParam: null,
    mode: 'beforeSend',
    details: importTarget('estimateProducts'),
  },
  'POST /:subdomain/shops/:shopId/upload-image': {
    entity: 'import',
    action: 'importRequest',
    idParam: null,
    mode: 'beforeSend',
    details: importTarget('estimateImages'),
  },
  'POST /import/confirm/:id': { entity: 'import', action: 'importConfirm', table: 'import_jobs' },
  'POST /import/cancel/:id': { entity: 'import', action: 'importCancel', table: 'import_jobs' },
  'GET /import/error-file/:id': { entity: 'import', action: 'download', mode: 'beforeSend' },

  // Reading the audit trail leaves a line too (PCI DSS 10.2.1.3)
  'GET /audit-logs': { entity: 'auditLog', action: 'view', idParam: null, mode: 'beforeSend' },
  'GET /audit-logs/:id': { entity: 'auditLog', action: 'view', mode: 'beforeSend' },
};
