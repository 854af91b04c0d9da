import { installAuditTrail } from '../../platform/audit/trail';
import type { ServerModule } from '../../platform/module';
import { auditLogExport } from './export';
import { auditFoldDuty } from './fold';
import { installAuditRetention } from './retention';
import { registerAuditRoutes } from './routes';
import { AUDIT_VOCABULARY } from './vocabulary';

/**
 * The audit trail (操作ログ, issue 28): hangs one line on every write endpoint (installed before
 * any route is registered), folds the lines written into the intake into the trail (a duty),
 * purges lines past their retention, and serves the trail, each
 * record's 変更履歴 and the CSV export 0009.
 */
export const auditModule: ServerModule = {
  name: 'audit',
  hooks(app, ctx) {
    installAuditTrail(app, ctx, AUDIT_VOCABULARY);
  },
  install(app, ctx) {
    installAuditRetention(app, ctx);
  },
  routes: registerAuditRoutes,
  jobs: { exports: { auditLog: auditLogExport } },
  duties: (ctx) => [auditFoldDuty(ctx)],
};

export { foldAuditIntake } from './fold';
export { purgeAuditLines } from './retention';
export { AUDIT_VOCABULARY } from './vocabulary';
