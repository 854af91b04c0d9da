import type { CouponDetail } from '@shared/api';
import { LIMIT_TYPE } from '@shared/constants';
import { tokyoDay } from '@shared/datetime';
import type { CouponEditFormInput, CouponFormInput } from '@shared/validation';

/** What the form holds: the choices as the inputs hold them (strings), the days as `yyyy-MM-dd`. */
export type CouponFormFields = CouponFormInput & { removeImage?: CouponEditFormInput['removeImage'] };

export function emptyCouponForm(): CouponFormFields {
  return {
    name: '',
    description: '',
    limitType: String(LIMIT_TYPE.LIMITED),
    remainingUsage: '',
    displayNote: '',
    noteBackground: 'red',
    title: '',
    content: '',
    startDate: '',
    endDate: '',
  };
}

/** The saved coupon in the edit form. */
export function couponFormValues(coupon: CouponDetail): CouponEditFormInput {
  return {
    name: coupon.name,
    description: coupon.description,
    limitType: String(coupon.limitType),
    remainingUsage: coupon.remainingUsage === null ? '' : String(coupon.remainingUsage),
    displayNote: coupon.displayNote,
    noteBackground: coupon.noteBackground,
    title: coupon.title,
    content: coupon.content,
    startDate: tokyoDay(coupon.startDate) ?? '',
    endDate: tokyoDay(coupon.endDate) ?? '',
    removeImage: 0,
  };
}
