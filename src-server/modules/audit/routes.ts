import type { FastifyInstance } from 'fastify';
import { auditLogQuerySchema, auditRecordHistoryRequestSchema } from '@shared/api';
import type { AuditLogDetail, AuditLogItem, Paginated } from '@shared/api';
import { ROLE_MASTER } from '@shared/constants';
import type { AuditRecordEntity } from '@shared/constants';
import type { RouteName } from '@shared/routes';
import { guard } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { pathId } from '../../platform/http/ids';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { auditReachOf, findAuditLine, listAuditPage, recordHistory, serviceFilterOf } from './reads';

/** The screen whose record a 変更履歴 belongs to: who may open the record may read its history. */
const RECORD_SCREENS: Record<AuditRecordEntity, RouteName> = {
  store: 'storeEdit',
  coupon: 'couponEdit',
  user: 'userList',
  customer: 'customerEdit',
  ecPayment: 'ecHistoryDetail',
};

/** The audit trail (操作ログ): its list, a line, and a record's own 変更履歴 (src-shared/api/audit.ts). */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/audit-logs', async (request): Promise<Paginated<AuditLogItem>> => {
    const caller = await guard(ctx, request, 'auditLogList');
    const query = parseInput(auditLogQuerySchema, request.query);
    // A client reads its own service whatever it names; master may pick one, or head office's own.
    const serviceId = caller.role === ROLE_MASTER ? await serviceFilterOf(ctx.db, query.service) : undefined;
    const page = await listAuditPage(ctx.db, auditReachOf(caller), { ...query, serviceId }, query);
    const body = paginated(page.items, page.total, query, endpointUrl(request));
    return page.estimated ? { ...body, meta: { ...body.meta, total_estimated: true } } : body;
  });

  app.get<{ Params: { id: string } }>('/audit-logs/:id', async (request): Promise<{ data: AuditLogDetail }> => {
    const caller = await guard(ctx, request, 'auditLogDetail');
    const line = await findAuditLine(ctx.db, auditReachOf(caller), pathId(request.params.id));
    if (!line) throw notFound();
    return { data: line };
  });

  app.get<{ Params: { entity: string; id: string } }>(
    '/audit-logs/records/:entity/:id',
    async (request): Promise<{ data: AuditLogDetail[] }> => {
      const { entity, id } = parseInput(auditRecordHistoryRequestSchema, request.params);
      const caller = await guard(ctx, request, RECORD_SCREENS[entity]);
      return { data: await recordHistory(ctx.db, auditReachOf(caller), entity, id) };
    },
  );
}
