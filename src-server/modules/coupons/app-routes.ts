import type { FastifyRequest } from 'fastify';
import { API_PATHS, couponUseRequestSchema } from '@shared/api';
import type { CouponUseRefusal } from '@shared/api';
import { APP_IDEMPOTENCY_REPLAYED_HEADER } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { authenticateApp } from './app-key';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import { notFound, validationFailed } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';
import { idempotencyKeyOf, onceForKey, requestFingerprint } from './idempotency';
import type { AppAnswer } from './idempotency';
import { useCoupon } from './use';
import type { CouponUseRequest } from './use';
import type { ModuleHttp } from '../../platform/module';

const REFUSAL_MESSAGES: Record<CouponUseRefusal, string> = {
  exhausted: ja.appApi.couponExhausted,
  paused: ja.appApi.couponPaused,
  notStarted: ja.appApi.couponNotStarted,
  expired: ja.appApi.couponExpired,
};

/**
 * The app-facing API (see src-shared/api/app.ts): called by the service's customer app with
 * its app key, never by the console. With an `Idempotency-Key` header a use is made once per
 * key: a retried call gets the first answer again (see ./idempotency.ts).
 */
export function registerAppRoutes({ route }: ModuleHttp, ctx: AppContext): void {
  route.post(API_PATHS.coupons.appUse, {
    access: async (request: FastifyRequest, params: { id: string }) => ({
      caller: await authenticateApp(ctx.db, request),
      couponId: pathId(params.id),
    }),
    body: couponUseRequestSchema,
    async handler({ request, reply, access: { caller, couponId }, body: { customerId } }) {
      if (customerId === null) throw notFound();
      const key = idempotencyKeyOf(request);
      const use = (db: Database) =>
        useCouponAnswer(db, { serviceId: caller.serviceId, couponId, customerId, now: ctx.clock() });
      if (key === null) {
        const answer = await use(ctx.db);
        return reply.code(answer.statusCode).send(answer.body);
      }
      const call = {
        serviceId: caller.serviceId,
        key,
        fingerprint: requestFingerprint({ use: couponId, customerId }),
        now: ctx.clock(),
      };
      const answer = await onceForKey(ctx.db, call, use);
      if (answer.replayed) reply.header(APP_IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  });
}

/** The use's answer: the use (201) or why the coupon refused it (409); a request error is thrown. */
async function useCouponAnswer(db: Database, request: CouponUseRequest): Promise<AppAnswer> {
  const outcome = await useCoupon(db, request);
  switch (outcome.kind) {
    case 'used':
      return { statusCode: 201, body: { message: ja.appApi.couponUsed, data: outcome.use } };
    case 'refused':
      return { statusCode: 409, body: { message: REFUSAL_MESSAGES[outcome.code], code: outcome.code } };
    case 'noCoupon':
      throw notFound();
    case 'noCustomer':
      throw validationFailed([
        {
          name: 'customerId',
          message: fieldMessage(ja.server.fields.customerId, ja.server.unknownCustomer),
        },
      ]);
  }
}
