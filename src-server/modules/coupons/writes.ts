import { eq } from 'drizzle-orm';
import { ACCOUNT_STATUS, LIMIT_TYPE } from '@shared/constants';
import type { AccountStatus, LimitType } from '@shared/constants';
import { endOfTokyoDay, startOfTokyoDay } from '@shared/datetime';
import { ja } from '@shared/messages';
import { fieldMessage, lowersUsedCoupon } from '@shared/validation';
import type { CouponEditFormValues, CouponFormValues } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { coupons } from './schema';
import { notFound, validationFailed } from '../../platform/errors';
import { assertVersion, nextVersion } from '../../platform/db/versions';
import { lockShopRowAt, shopRow } from '../../platform/db/shop-rows';

/** The form's values as columns: whole Tokyo days, and no remaining count when not limited. */
function couponColumns(values: Omit<CouponFormValues, 'remainingUsage'> & { remainingUsage: number | null }) {
  const startDate = startOfTokyoDay(values.startDate);
  const endDate = endOfTokyoDay(values.endDate);
  // The schema has required both dates and ordered them; this only narrows the types.
  if (!startDate || !endDate) throw validationFailed([]);
  const limitType = values.limitType ?? LIMIT_TYPE.NO_LIMIT;
  return {
    name: values.name,
    description: values.description,
    limitType,
    remainingUsage: limitType === LIMIT_TYPE.LIMITED ? values.remainingUsage : null,
    displayNote: values.displayNote,
    noteBackground: values.noteBackground,
    title: values.title,
    content: values.content,
    startDate,
    endDate,
  };
}

export interface NewCoupon {
  serviceId: number;
  shopId: number;
  createdBy: number;
  imageId: number | null;
  values: CouponFormValues;
  now: Date;
}

export async function createCoupon(db: Database, coupon: NewCoupon): Promise<number> {
  const [row] = await db
    .insert(coupons)
    .values({
      ...couponColumns(coupon.values),
      serviceId: coupon.serviceId,
      shopId: coupon.shopId,
      imageId: coupon.imageId,
      createdBy: coupon.createdBy,
      registDate: coupon.now,
      updatedAt: coupon.now,
    })
    .returning({ id: coupons.id });
  if (!row) throw new Error('coupon was not saved');
  return row.id;
}

export interface CouponUpdate {
  serviceId: number;
  shopId: number;
  couponId: number;
  values: Omit<CouponEditFormValues, 'removeImage'>;
  updatedAt?: string;
  /** A new image id, null to remove the saved one, undefined to keep it. */
  imageId: number | null | undefined;
  now: Date;
}

/**
 * Saves an edit of one of the shop's coupons under optimistic locking. The row is locked while
 * the remaining uses are checked against the current ones, so a use in between is counted.
 */
export async function updateCoupon(db: Database, update: CouponUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        updatedAt: coupons.updatedAt,
        limitType: coupons.limitType,
        remainingUsage: coupons.remainingUsage,
        usedCount: coupons.usedCount,
      })
      .from(coupons)
      .where(shopRow(coupons, update, update.couponId))
      .for('update');
    if (!current) throw notFound();
    assertVersion(current.updatedAt, update.updatedAt);
    if (lowersUsedCoupon({ ...current, limitType: current.limitType as LimitType }, update.values)) {
      throw validationFailed([
        {
          name: 'remainingUsage',
          message: fieldMessage(ja.forms.coupon.remainingUsage, ja.validation.notBelowCurrent),
        },
      ]);
    }
    await tx
      .update(coupons)
      .set({
        ...couponColumns(update.values),
        ...(update.imageId === undefined ? {} : { imageId: update.imageId }),
        updatedAt: nextVersion(coupons.updatedAt, update.now),
      })
      .where(eq(coupons.id, update.couponId));
  });
}

/** Pauses (PAUSE) or resumes (ACTIVE) one of the shop's coupons; answers the success message. */
export async function changeCouponStatus(
  db: Database,
  target: { serviceId: number; shopId: number; couponId: number },
  request: { status: AccountStatus; updatedAt?: string },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockShopRowAt(tx, coupons, target, target.couponId, request.updatedAt);
    await tx
      .update(coupons)
      .set({ status: request.status, updatedAt: nextVersion(coupons.updatedAt, now) })
      .where(eq(coupons.id, target.couponId));
    return request.status === ACCOUNT_STATUS.PAUSE ? ja.success.paused : ja.success.pauseReleased;
  });
}
