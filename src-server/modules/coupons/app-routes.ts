import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, couponUseRequestSchema } from '@shared/api';
import type { CouponUseRefusal } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { authenticateApp } from './app-key';
import type { AppContext } from '../../platform/context';
import { notFound, validationFailed } from '../../platform/errors';
import { endpoints } from '../../platform/http/endpoints';
import { pathId } from '../../platform/http/ids';
import { useCoupon } from './use';

const REFUSAL_MESSAGES: Record<CouponUseRefusal, string> = {
  exhausted: ja.appApi.couponExhausted,
  paused: ja.appApi.couponPaused,
  notStarted: ja.appApi.couponNotStarted,
  expired: ja.appApi.couponExpired,
};

/**
 * The app-facing API (see src-shared/api/app.ts): called by the service's customer app with
 * its app key, never by the console.
 */
export function registerAppRoutes(api: FastifyInstance, ctx: AppContext): void {
  endpoints(api).post(API_PATHS.coupons.appUse, {
    access: async (request: FastifyRequest, params: { id: string }) => ({
      caller: await authenticateApp(ctx.db, request),
      couponId: pathId(params.id),
    }),
    body: couponUseRequestSchema,
    async handler({ reply, access: { caller, couponId }, body: { customerId } }) {
      if (customerId === null) throw notFound();
      const outcome = await useCoupon(ctx.db, {
        serviceId: caller.serviceId,
        couponId,
        customerId,
        now: ctx.clock(),
      });
      switch (outcome.kind) {
        case 'used':
          return reply.code(201).send({ message: ja.appApi.couponUsed, data: outcome.use });
        case 'refused':
          return reply.code(409).send({ message: REFUSAL_MESSAGES[outcome.code], code: outcome.code });
        case 'noCoupon':
          throw notFound();
        case 'noCustomer':
          throw validationFailed([
            {
              name: 'customerId',
              message: fieldMessage(ja.server.fields.customerId, ja.appApi.customerNotFound),
            },
          ]);
      }
    },
  });
}
