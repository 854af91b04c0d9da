import { and, eq, gt, lte, gte, or, sql } from 'drizzle-orm';
import type { CouponUseRefusal, CouponUseResult } from '@shared/api';
import { ACCOUNT_STATUS, COUPON_STATE, couponStateAt, LIMIT_TYPE } from '@shared/constants';
import type { CouponState } from '@shared/constants';
import type { Database } from '../../platform/db/client';
import { couponUses, coupons } from './schema';
import { customers } from '../customers';
import { apiTime } from '../../platform/http/time';

export type CouponUseOutcome =
  | { kind: 'used'; use: CouponUseResult }
  | { kind: 'refused'; code: CouponUseRefusal }
  | { kind: 'noCoupon' }
  | { kind: 'noCustomer' };

const REFUSALS: Record<Exclude<CouponState, 'active'>, CouponUseRefusal> = {
  [COUPON_STATE.EXHAUSTED]: 'exhausted',
  [COUPON_STATE.PAUSED]: 'paused',
  [COUPON_STATE.SCHEDULED]: 'notStarted',
  [COUPON_STATE.ENDED]: 'expired',
};

export interface CouponUseRequest {
  serviceId: number;
  couponId: number;
  customerId: number;
  now: Date;
}

/**
 * Records one use of a coupon by a customer of the service. The decrement is one UPDATE whose
 * WHERE holds every condition of a usable coupon (active, in its period, uses left): PostgreSQL
 * locks the row and re-checks the condition on the latest version for each waiting use, so the
 * count never goes below zero and every use that got a row is recorded in the same transaction.
 */
export async function useCoupon(db: Database, request: CouponUseRequest): Promise<CouponUseOutcome> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, request.customerId), eq(customers.serviceId, request.serviceId)))
    .limit(1);
  if (!customer) return (await couponOfService(db, request)) ? { kind: 'noCustomer' } : { kind: 'noCoupon' };
  const now = sql`${request.now.toISOString()}::timestamptz`;

  const used = await db.transaction(async (tx) => {
    const [coupon] = await tx
      .update(coupons)
      .set({
        remainingUsage: sql`case when ${coupons.limitType} = ${LIMIT_TYPE.LIMITED} then ${coupons.remainingUsage} - 1 end`,
        usedCount: sql`${coupons.usedCount} + 1`,
      })
      .where(
        and(
          eq(coupons.id, request.couponId),
          eq(coupons.serviceId, request.serviceId),
          eq(coupons.status, ACCOUNT_STATUS.ACTIVE),
          lte(coupons.startDate, now),
          gte(coupons.endDate, now),
          or(eq(coupons.limitType, LIMIT_TYPE.NO_LIMIT), gt(coupons.remainingUsage, 0)),
        ),
      )
      .returning({ shopId: coupons.shopId, remainingUsage: coupons.remainingUsage });
    if (!coupon) return null;
    const [use] = await tx
      .insert(couponUses)
      .values({
        serviceId: request.serviceId,
        couponId: request.couponId,
        shopId: coupon.shopId,
        customerId: request.customerId,
        usedAt: request.now,
      })
      .returning({ id: couponUses.id, usedAt: couponUses.usedAt });
    if (!use) throw new Error('coupon use was not recorded');
    return { ...coupon, ...use };
  });

  if (used) {
    return {
      kind: 'used',
      use: {
        id: used.id,
        couponId: request.couponId,
        customerId: request.customerId,
        shopId: used.shopId,
        usedAt: apiTime(used.usedAt),
        remainingUsage: used.remainingUsage,
      },
    };
  }
  return refusalOf(db, request);
}

/** Why the update found no usable coupon: none of the service, or its state. */
async function refusalOf(db: Database, request: CouponUseRequest): Promise<CouponUseOutcome> {
  const coupon = await couponOfService(db, request);
  if (!coupon) return { kind: 'noCoupon' };
  const state = couponStateAt(coupon, request.now);
  // Usable again already (resumed or given uses since the update looked): it was not then.
  return { kind: 'refused', code: state === COUPON_STATE.ACTIVE ? 'exhausted' : REFUSALS[state] };
}

async function couponOfService(db: Database, request: CouponUseRequest) {
  const [coupon] = await db
    .select({
      status: coupons.status,
      limitType: coupons.limitType,
      remainingUsage: coupons.remainingUsage,
      startDate: coupons.startDate,
      endDate: coupons.endDate,
    })
    .from(coupons)
    .where(and(eq(coupons.id, request.couponId), eq(coupons.serviceId, request.serviceId)))
    .limit(1);
  return coupon;
}
