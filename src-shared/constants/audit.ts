/**
 * The vocabulary of the audit trail (操作ログ, issue 28): what a line is about and what was done.
 * Their Japanese labels are `ja.audit.entities` and `ja.audit.actions`.
 */
export const AUDIT_ENTITIES = [
  'session',
  'account',
  'secondFactor',
  'company',
  'service',
  'accountingSettings',
  'store',
  'storeSetting',
  'group',
  'user',
  'coupon',
  'contract',
  'estimateProduct',
  'galleryCategory',
  'galleryItem',
  'menuCategory',
  'menuItem',
  'topCategory',
  'topItem',
  'news',
  'ecPayment',
  'notification',
  'customer',
  'pushTemplate',
  'push',
  'export',
  'import',
  'auditLog',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'login',
  'loginFailed',
  'logout',
  'passwordChange',
  'create',
  'update',
  'delete',
  'status',
  'reorder',
  'upload',
  'groupShopAdd',
  'groupShopRemove',
  'send',
  'cancel',
  'policy',
  'exportRequest',
  'download',
  'importRequest',
  'importConfirm',
  'importCancel',
  'importApplied',
  'secondFactorEnable',
  'secondFactorDisable',
  'secondFactorReset',
  'recoveryCodesRenew',
  'view',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The records whose screens show their own 変更履歴 from the audit trail. */
export const AUDIT_RECORD_ENTITIES = ['store', 'coupon', 'user', 'customer', 'ecPayment'] as const satisfies readonly AuditEntity[];
export type AuditRecordEntity = (typeof AUDIT_RECORD_ENTITIES)[number];

/** A secret column's value in a line's differences: it changed, its value is never kept. */
export const AUDIT_SECRET_VALUE = '*';

/** PCI DSS 10.5.1: a year of history at least; the database refuses to purge younger lines. */
export const AUDIT_MIN_RETENTION_DAYS = 365;

/** The console version header (src-main sends it, the server keeps it on each line). */
export const CONSOLE_VERSION_HEADER = 'x-console-version';

/** The console version the demo's audit lines carry. */
export const DEMO_CONSOLE_VERSION = '0.1.0';
