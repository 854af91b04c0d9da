import type { FastifyRequest } from 'fastify';
import {
  API_PATHS,
  ecHistoryQuerySchema,
  ecPaymentUpdateRequestSchema,
  paymentHistoryQuerySchema,
  paymentIngestRequestSchema,
} from '@shared/api';
import type { PaymentDetail, PaymentHistoryListResponse, PaymentIngestResult } from '@shared/api';
import { PAYMENT_INGEST_KEY_HEADER } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import type { RouteName } from '@shared/routes';
import { findTenant, guardTenant } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { forbidden, found, notFound, Unauthenticated } from '../../platform/errors';
import { pageAnswer } from '../../platform/http/answers';
import { pathId } from '../../platform/http/ids';
import { ingestPayments } from './ingest';
import { serviceOfIngestKey } from './ingest-keys';
import { changeEcPayment } from './ec-writes';
import { findPaymentDetail, listPaymentsPage } from './reads';
import type { PaymentPage, PaymentScope } from './reads';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.payments;

/** The list envelope, with `meta.total_estimated` when the total is an estimate. */
function historyPage(request: FastifyRequest, page: PaymentPage, query: { page: number; limit: number }) {
  const body = pageAnswer(request, page, query);
  return page.estimated ? { ...body, meta: { ...body.meta, total_estimated: true } } : body;
}

/**
 * Payments (issue 13): the provider's ingest endpoint, the payment history and the EC history
 * with its edit (see src-shared/api/payments.ts for the contract).
 */
export function registerPaymentRoutes({ route }: ModuleHttp, ctx: AppContext): void {
  /** Who may see which payments: the screen's roles and policies, then the caller's shops. */
  const payments =
    (screen: RouteName, ecOnly: boolean) =>
    async (
      request: FastifyRequest,
      params: { subdomain: string },
    ): Promise<PaymentScope & { userId: number }> => {
      const { caller, reach } = await guardTenant(ctx, request, screen, params.subdomain);
      return { ...reach, ecOnly, userId: caller.userId };
    };
  const payment =
    (screen: RouteName, ecOnly: boolean) =>
    async (request: FastifyRequest, params: { subdomain: string; id: string }) => ({
      scope: await payments(screen, ecOnly)(request, params),
      id: pathId(params.id),
    });

  const pageOf = (query: { page: number; limit: number }) => ({
    ...query,
    exactCountLimit: ctx.settings.paymentExactCountLimit,
  });

  async function detailOrNotFound(scope: PaymentScope, id: number): Promise<PaymentDetail> {
    return found(findPaymentDetail(ctx.db, scope, id));
  }

  /** The provider's key names the service; the path must name the same one. */
  async function ingestService(request: FastifyRequest, params: { subdomain: string }): Promise<number> {
    const key = request.headers[PAYMENT_INGEST_KEY_HEADER];
    const serviceId = await serviceOfIngestKey(ctx.db, typeof key === 'string' ? key : undefined);
    if (serviceId === null) throw new Unauthenticated(ja.server.ingestKeyInvalid);
    const tenant = await findTenant(ctx, params.subdomain);
    if (!tenant) throw notFound();
    if (tenant.id !== serviceId) throw forbidden();
    return serviceId;
  }

  route.post(paths.ingest, {
    access: ingestService,
    body: paymentIngestRequestSchema,
    async handler({ reply, access: serviceId, body }) {
      const result: PaymentIngestResult = await ingestPayments(ctx.db, serviceId, body.payments, ctx.clock());
      const counts = {
        stored: result.stored,
        changed: result.changed.length,
        duplicates: result.duplicates.length,
      };
      const message = formatMessage(
        counts.changed > 0 ? ja.server.ingestChanged : ja.server.ingestStored,
        counts,
      );
      return reply.code(result.stored > 0 ? 201 : 200).send({ message, data: result });
    },
  });

  // The payment history and the EC history: the same reads, the EC one of EC payments only.
  const histories = [
    {
      paths: { list: paths.list, item: paths.item },
      screens: { list: 'paymentHistoryList', item: 'paymentHistoryDetail' },
      query: paymentHistoryQuerySchema,
      ecOnly: false,
    },
    {
      paths: { list: paths.ecList, item: paths.ecItem },
      screens: { list: 'ecHistoryList', item: 'ecHistoryDetail' },
      query: ecHistoryQuerySchema,
      ecOnly: true,
    },
  ] as const;
  for (const history of histories) {
    route.get(history.paths.list, {
      access: payments(history.screens.list, history.ecOnly),
      query: history.query,
      async handler({ request, access: scope, query }): Promise<PaymentHistoryListResponse> {
        return historyPage(request, await listPaymentsPage(ctx.db, scope, query, pageOf(query)), query);
      },
    });

    route.get(history.paths.item, {
      access: payment(history.screens.item, history.ecOnly),
      async handler({ access: { scope, id } }): Promise<{ data: PaymentDetail }> {
        return { data: await detailOrNotFound(scope, id) };
      },
    });
  }

  route.put(paths.ecItem, {
    access: payment('ecHistoryEdit', true),
    body: ecPaymentUpdateRequestSchema,
    async handler({ access: { scope, id }, body: { updatedAt, ...values } }) {
      if (values.ecPaymentAmount === null || values.ecStatus === null) throw notFound();
      const message = await changeEcPayment(ctx.db, scope, id, {
        values: { ecPaymentAmount: values.ecPaymentAmount, ecStatus: values.ecStatus },
        updatedAt,
        userId: scope.userId,
        now: ctx.clock(),
      });
      return { message, data: await detailOrNotFound(scope, id) };
    },
  });
}
