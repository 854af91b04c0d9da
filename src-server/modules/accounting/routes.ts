import type { FastifyInstance } from 'fastify';
import { accountingSettingsRequestSchema, journalSummaryQuerySchema } from '@shared/api';
import type { AccountingSettings, JournalSummary } from '@shared/api';
import { ja } from '@shared/messages';
import { guardTenantScreen } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import { shopsInReach } from './export';
import { journalSummary } from './journal-summary';
import { accountingSettingsBody, loadAccountingSettings, saveAccountingSettings } from './settings';

type TenantParams = { Params: { subdomain: string } };

/**
 * 会計連携設定 (read and save a service's settings) and the summary of a journal before its
 * export (会計ソフト連携). Head office only, as the screens they serve; the exports themselves
 * go through the job endpoints (0101 / 0102 / 0103).
 */
export function registerAccountingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<TenantParams>(
    '/:subdomain/accounting/settings',
    async (request): Promise<{ data: AccountingSettings }> => {
      const { tenant } = await guardTenantScreen(
        ctx,
        request,
        'accountingSettings',
        request.params.subdomain,
      );
      return { data: accountingSettingsBody(await loadAccountingSettings(ctx.db, tenant.id)) };
    },
  );

  app.put<TenantParams>(
    '/:subdomain/accounting/settings',
    async (request): Promise<{ message: string; data: AccountingSettings }> => {
      const { caller, tenant } = await guardTenantScreen(
        ctx,
        request,
        'accountingSettings',
        request.params.subdomain,
      );
      const { updatedAt, ...values } = parseInput(accountingSettingsRequestSchema, request.body);
      const saved = await saveAccountingSettings(
        ctx.db,
        tenant.id,
        { values, updatedAt, userId: caller.userId },
        ctx.clock(),
      );
      return { message: ja.accounting.settingsPage.saved, data: accountingSettingsBody(saved) };
    },
  );

  app.get<TenantParams>(
    '/:subdomain/accounting/journal-summary',
    async (request): Promise<{ data: JournalSummary }> => {
      const { caller, tenant } = await guardTenantScreen(
        ctx,
        request,
        'accountingExport',
        request.params.subdomain,
      );
      const query = parseInput(journalSummaryQuerySchema, request.query);
      if (query.shopIds && !(await shopsInReach(ctx.db, caller, tenant.id, query.shopIds))) throw forbidden();
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
  );
}
