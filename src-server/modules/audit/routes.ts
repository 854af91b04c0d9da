import type { FastifyRequest } from 'fastify';
import { API_PATHS, auditLogQuerySchema, auditRecordHistoryRequestSchema } from '@shared/api';
import type { AuditLogDetail, AuditLogItem, Paginated } from '@shared/api';
import { ROLE_MASTER } from '@shared/constants';
import type { AuditRecordEntity } from '@shared/constants';
import type { RouteName } from '@shared/routes';
import { guard } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { auditReachOf, findAuditLine, listAuditPage, recordHistory, serviceFilterOf } from './reads';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.audit;

/** The screen whose record a 変更履歴 belongs to: who may open the record may read its history. */
const RECORD_SCREENS: Record<AuditRecordEntity, RouteName> = {
  store: 'storeEdit',
  coupon: 'couponEdit',
  user: 'userList',
  customer: 'customerEdit',
  ecPayment: 'ecHistoryDetail',
};

/** The audit trail (操作ログ): its list, a line, and a record's own 変更履歴 (src-shared/api/audit.ts). */
export function registerAuditRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  route.get(paths.list, {
    access: guards.caller('auditLogList'),
    query: auditLogQuerySchema,
    async handler({ request, access: { caller }, query }): Promise<Paginated<AuditLogItem>> {
      // A client reads its own service whatever it names; master may pick one, or head office's own.
      const serviceId =
        caller.role === ROLE_MASTER ? await serviceFilterOf(ctx.db, query.service) : undefined;
      const page = await listAuditPage(ctx.db, auditReachOf(caller), { ...query, serviceId }, query);
      const body = paginated(page.items, page.total, query, endpointUrl(request));
      return page.estimated ? { ...body, meta: { ...body.meta, total_estimated: true } } : body;
    },
  });

  route.get(paths.item, {
    access: guards.caller('auditLogDetail'),
    async handler({ access: { caller }, params }): Promise<{ data: AuditLogDetail }> {
      const line = await findAuditLine(ctx.db, auditReachOf(caller), pathId(params.id));
      if (!line) throw notFound();
      return { data: line };
    },
  });

  route.get(paths.recordHistory, {
    // The record's kind names the screen whose roles may read it, so it is read first.
    access: async (request: FastifyRequest, params: { entity: string; id: string }) => {
      const record = parseInput(auditRecordHistoryRequestSchema, params);
      return { ...record, caller: await guard(ctx, request, RECORD_SCREENS[record.entity]) };
    },
    async handler({ access: { caller, entity, id } }): Promise<{ data: AuditLogDetail[] }> {
      return { data: await recordHistory(ctx.db, auditReachOf(caller), entity, id) };
    },
  });
}
