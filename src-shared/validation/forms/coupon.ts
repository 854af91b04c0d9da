import { z } from 'zod';
import { ACCOUNT_STATUS } from '../../constants/account';
import { LIMIT_TYPE } from '../../constants/content';
import type { LimitType } from '../../constants/content';
import { COUPON_TEXT_LIMITS } from '../../constants/coupon';
import { NOTE_BACKGROUND_KEYS } from '../../constants/palette';
import type { NoteBackground } from '../../constants/palette';
import { ja } from '../../messages/ja';
import {
  codeChoiceField,
  enumField,
  flagField,
  optionalTextField,
  requiredTextField,
} from '../choice-fields';
import { dateField, integerField } from '../fields';
import { dateRangeOrder, requiredIf } from '../form-rules';
import type { FormRule } from '../form-rules';
import { fieldMessage } from '../message';
import { maxLength, noEmoji } from '../text-rules';

const labels = ja.forms.coupon;

/** One of the ten note colours (NOTE_BACKGROUNDS), chosen in the palette picker. */
export const noteBackgroundField = (label: string) =>
  codeChoiceField<NoteBackground>(label, NOTE_BACKGROUND_KEYS);

/**
 * The coupon form of spec section 3. The image is a file sent beside these fields (multipart).
 * Dates are Tokyo calendar days (`yyyy-MM-dd`): the coupon is usable from 00:00:00 of the start
 * day to 23:59:59 of the end day. remainingUsage is read only when the uses are LIMITED.
 */
export const couponFormShape = {
  name: requiredTextField(labels.name, maxLength(COUPON_TEXT_LIMITS.name), noEmoji()),
  description: optionalTextField(labels.description, maxLength(COUPON_TEXT_LIMITS.description), noEmoji()),
  limitType: enumField(labels.limitType, Object.values(LIMIT_TYPE), { required: true }),
  remainingUsage: integerField(labels.remainingUsage, { min: 1 }),
  displayNote: optionalTextField(labels.displayNote, maxLength(COUPON_TEXT_LIMITS.displayNote), noEmoji()),
  noteBackground: noteBackgroundField(labels.noteBackground),
  title: requiredTextField(labels.title, maxLength(COUPON_TEXT_LIMITS.title), noEmoji()),
  content: requiredTextField(labels.content, maxLength(COUPON_TEXT_LIMITS.content), noEmoji()),
  startDate: dateField(labels.startDate, { required: true }),
  endDate: dateField(labels.endDate, { required: true }),
};

type CouponFormOutput = z.output<z.ZodObject<typeof couponFormShape>>;

export const couponFormRules: FormRule<CouponFormOutput>[] = [
  requiredIf<CouponFormOutput>({
    field: 'remainingUsage',
    label: labels.remainingUsage,
    when: (values) => values.limitType === LIMIT_TYPE.LIMITED,
  }),
  dateRangeOrder<CouponFormOutput>({
    start: 'startDate',
    end: 'endDate',
    startLabel: labels.startDate,
    endLabel: labels.endDate,
  }),
];

export const couponCreateFormSchema = z.object(couponFormShape).check(...couponFormRules);
export type CouponFormInput = z.input<typeof couponCreateFormSchema>;
export type CouponFormValues = z.output<typeof couponCreateFormSchema>;

/** An edit may bring the remaining uses down to 0 (while unused) and remove the saved image. */
export const couponEditFormShape = {
  ...couponFormShape,
  remainingUsage: integerField(labels.remainingUsage, { min: 0 }),
  removeImage: flagField(labels.removeImage),
};
export const couponEditFormSchema = z.object(couponEditFormShape).check(...couponFormRules);
export type CouponEditFormInput = z.input<typeof couponEditFormSchema>;
export type CouponEditFormValues = z.output<typeof couponEditFormSchema>;

/** How many uses a coupon has now: what an edit of its remaining uses is checked against. */
export interface CouponUsageNow {
  limitType: LimitType;
  remainingUsage: number | null;
  usedCount: number;
}

/**
 * Once a coupon has been used, its remaining uses may not go below the current value
 * (「現在の値より小さい値に変更できません」): an unlimited coupon cannot become limited, and a
 * limited one cannot be lowered. An unused coupon may be set to anything.
 */
export function lowersUsedCoupon(
  current: CouponUsageNow,
  next: { limitType: LimitType | null; remainingUsage: number | null },
): boolean {
  if (current.usedCount === 0 || next.limitType !== LIMIT_TYPE.LIMITED) return false;
  if (current.limitType === LIMIT_TYPE.NO_LIMIT) return true;
  return (next.remainingUsage ?? 0) < (current.remainingUsage ?? 0);
}

/** The edit form's check against the saved coupon, with the message on remainingUsage. */
export function notBelowCurrentUsage<
  T extends { limitType: LimitType | null; remainingUsage: number | null },
>(current: CouponUsageNow): FormRule<T> {
  return z.check<T>((context) => {
    if (!lowersUsedCoupon(current, context.value)) return;
    context.issues.push({
      code: 'custom',
      message: fieldMessage(labels.remainingUsage, ja.validation.notBelowCurrent),
      path: ['remainingUsage'],
      input: context.value.remainingUsage,
      continue: true,
    });
  });
}

/** Pause (ACCOUNT_STATUS.PAUSE) or resume (ACTIVE) a coupon. */
export const couponStatusField = () =>
  enumField(labels.status, Object.values(ACCOUNT_STATUS), { required: true });
