import { and, eq } from 'drizzle-orm';
import { isJudgement, shopStatusAction } from '@shared/constants';
import type { ShopStatus, ShopStatusAction } from '@shared/constants';
import { ja } from '@shared/messages';
import type { Database } from '../../platform/db/client';
import { shops } from '../../platform/db/schema';
import { invalidField, notFound } from '../../platform/errors';
import { assertVersion, nextVersion } from '../../platform/db/versions';
import { apiTime } from '../../platform/http/time';

/** The success message of each status change (spec section 8). */
const ACTION_MESSAGES: Record<ShopStatusAction, string> = {
  approve: ja.success.reviewReflected,
  reject: ja.success.reviewReflected,
  hold: ja.success.onHold,
  pause: ja.success.paused,
  resume: ja.success.pauseReleased,
};

function refusal(from: number, to: number) {
  const message = isJudgement(from, to) ? ja.errors.reviewNotAllowed : ja.errors.statusChangeNotAllowed;
  return invalidField('status', message);
}

export interface StatusChangeResult {
  message: string;
  data: { id: number; status: ShopStatus; updatedAt: string };
}

/**
 * Judges a shop (approve, reject, hold: only when pending review or on hold) or pauses and
 * resumes it. The row is locked while the change is checked, so two judges cannot both pass.
 */
export async function changeStoreStatus(
  db: Database,
  serviceId: number,
  shopId: number,
  request: { status: ShopStatus; updatedAt?: string },
  now: Date,
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const [shop] = await tx
      .select({ status: shops.status, updatedAt: shops.updatedAt })
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.serviceId, serviceId)))
      .for('update');
    if (!shop) throw notFound();
    assertVersion(shop.updatedAt, request.updatedAt);
    const action = shopStatusAction(shop.status, request.status);
    if (!action) throw refusal(shop.status, request.status);
    const [updated] = await tx
      .update(shops)
      .set({ status: request.status, updatedAt: nextVersion(shops.updatedAt, now) })
      .where(eq(shops.id, shopId))
      .returning({ updatedAt: shops.updatedAt });
    return {
      message: ACTION_MESSAGES[action],
      data: { id: shopId, status: request.status, updatedAt: apiTime(updated?.updatedAt ?? now) },
    };
  });
}
