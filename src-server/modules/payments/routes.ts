import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
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
import { Unauthenticated, forbidden, notFound, validationFailed } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { ingestPayments } from './ingest';
import { serviceOfIngestKey } from './ingest-keys';
import { changeEcPayment } from './ec-writes';
import { findPaymentDetail, listPaymentsPage } from './reads';
import type { PaymentPage, PaymentScope } from './reads';

type TenantParams = { Params: { subdomain: string } };
type PaymentParams = { Params: { subdomain: string; id: string } };

/** The list envelope, with `meta.total_estimated` when the total is an estimate. */
function historyPage(request: FastifyRequest, page: PaymentPage, query: { page: number; limit: number }) {
  const body = paginated(page.items, page.total, query, endpointUrl(request));
  return page.estimated ? { ...body, meta: { ...body.meta, total_estimated: true } } : body;
}

/**
 * Payments (issue 13): the provider's ingest endpoint, the payment history and the EC history
 * with its edit (see src-shared/api/payments.ts for the contract).
 */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Who may see which payments: the screen's roles and policies, then the caller's shops. */
  async function paymentScope(
    request: FastifyRequest<TenantParams>,
    route: RouteName,
    ecOnly: boolean,
  ): Promise<PaymentScope & { userId: number }> {
    const { caller, tenant } = await guardTenant(ctx, request, route, request.params.subdomain);
    return { serviceId: tenant.id, caller, ecOnly, userId: caller.userId };
  }

  const pageOf = (query: { page: number; limit: number }) => ({
    ...query,
    exactCountLimit: ctx.settings.paymentExactCountLimit,
  });

  async function detailOrNotFound(scope: PaymentScope, id: number): Promise<PaymentDetail> {
    const detail = await findPaymentDetail(ctx.db, scope, id);
    if (!detail) throw notFound();
    return detail;
  }

  app.post<TenantParams>('/:subdomain/payments/ingest', async (request, reply) => {
    const key = request.headers[PAYMENT_INGEST_KEY_HEADER];
    const serviceId = await serviceOfIngestKey(ctx.db, typeof key === 'string' ? key : undefined);
    if (serviceId === null) throw new Unauthenticated(ja.server.ingestKeyInvalid);
    const tenant = await findTenant(ctx, request.params.subdomain);
    if (!tenant) throw notFound();
    if (tenant.id !== serviceId) throw forbidden();
    const { payments } = parseInput(paymentIngestRequestSchema, request.body);
    const outcome = await ingestPayments(ctx.db, serviceId, payments);
    if (!outcome.ok) throw validationFailed(outcome.errors);
    const result: PaymentIngestResult = outcome.result;
    const message = formatMessage(ja.server.ingestStored, {
      stored: result.stored,
      duplicates: result.duplicates.length,
    });
    return reply.code(result.stored > 0 ? 201 : 200).send({ message, data: result });
  });

  app.get<TenantParams>(
    '/:subdomain/payment-histories',
    async (request): Promise<PaymentHistoryListResponse> => {
      const scope = await paymentScope(request, 'paymentHistoryList', false);
      const query = parseInput(paymentHistoryQuerySchema, request.query);
      return historyPage(request, await listPaymentsPage(ctx.db, scope, query, pageOf(query)), query);
    },
  );

  app.get<PaymentParams>(
    '/:subdomain/payment-histories/:id',
    async (request): Promise<{ data: PaymentDetail }> => {
      const scope = await paymentScope(request, 'paymentHistoryDetail', false);
      return { data: await detailOrNotFound(scope, pathId(request.params.id)) };
    },
  );

  app.get<TenantParams>('/:subdomain/ec-histories', async (request): Promise<PaymentHistoryListResponse> => {
    const scope = await paymentScope(request, 'ecHistoryList', true);
    const query = parseInput(ecHistoryQuerySchema, request.query);
    return historyPage(request, await listPaymentsPage(ctx.db, scope, query, pageOf(query)), query);
  });

  app.get<PaymentParams>(
    '/:subdomain/ec-histories/:id',
    async (request): Promise<{ data: PaymentDetail }> => {
      const scope = await paymentScope(request, 'ecHistoryDetail', true);
      return { data: await detailOrNotFound(scope, pathId(request.params.id)) };
    },
  );

  app.put<PaymentParams>('/:subdomain/ec-histories/:id', async (request) => {
    const scope = await paymentScope(request, 'ecHistoryEdit', true);
    const id = pathId(request.params.id);
    const { updatedAt, ...values } = parseInput(ecPaymentUpdateRequestSchema, request.body);
    if (values.ecPaymentAmount === null || values.ecStatus === null) throw notFound();
    const message = await changeEcPayment(ctx.db, scope, id, {
      values: { ecPaymentAmount: values.ecPaymentAmount, ecStatus: values.ecStatus },
      updatedAt,
      userId: scope.userId,
      now: ctx.clock(),
    });
    return { message, data: await detailOrNotFound(scope, id) };
  });
}
