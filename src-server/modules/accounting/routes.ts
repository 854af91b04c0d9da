import { accountingSettingsRequestSchema, API_PATHS, journalSummaryQuerySchema } from '@shared/api';
import type { AccountingSettings, JournalSummary } from '@shared/api';
import { ja } from '@shared/messages';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { shopsInReach } from './export';
import { journalSummary } from './journal-summary';
import { accountingSettingsBody, loadAccountingSettings, saveAccountingSettings } from './settings';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.accounting;

/**
 * 会計連携設定 (read and save a service's settings) and the summary of a journal before its
 * export (会計ソフト連携). Head office only, as the screens they serve; the exports themselves
 * go through the job endpoints (0101 / 0102 / 0103).
 */
export function registerAccountingRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  route.get(paths.settings, {
    access: guards.tenant('accountingSettings'),
    async handler({ access: { tenant } }): Promise<{ data: AccountingSettings }> {
      return { data: accountingSettingsBody(await loadAccountingSettings(ctx.db, tenant.id)) };
    },
  });

  route.put(paths.settings, {
    access: guards.tenant('accountingSettings'),
    body: accountingSettingsRequestSchema,
    async handler({
      access: { caller, tenant },
      body: { updatedAt, ...values },
    }): Promise<{ message: string; data: AccountingSettings }> {
      const write = { values, updatedAt, userId: caller.userId };
      const saved = await saveAccountingSettings(ctx.db, tenant.id, write, ctx.clock());
      return { message: ja.accounting.settingsPage.saved, data: accountingSettingsBody(saved) };
    },
  });

  route.get(paths.journalSummary, {
    access: guards.tenant('accountingExport'),
    query: journalSummaryQuerySchema,
    async handler({ access: { caller, tenant, reach }, query }): Promise<{ data: JournalSummary }> {
      if (query.shopIds && !(await shopsInReach(ctx.db, reach, query.shopIds))) throw forbidden();
      const settings = await loadAccountingSettings(ctx.db, tenant.id);
      const data = await journalSummary(
        ctx.db,
        {
          target: query.target,
          scope: { serviceId: tenant.id, reach: caller, shopIds: query.shopIds },
          range: { from: query.from, to: query.to },
          settings: settings.values,
        },
        settings.updatedAt !== null,
      );
      return { data };
    },
  });
}
