import { z } from 'zod';
import { isDateRangeOrdered } from '../datetime/tokyo';
import type { DateInput } from '../datetime/tokyo';
import { ja } from '../messages/ja';
import { fieldMessage } from './message';

/**
 * A validator of a whole form whose issue lands on one of its fields. Its issues are
 * `continue: true`, so that the next form rule still runs and every field gets its message.
 */
export type FormRule<T> = z.core.$ZodCheck<T>;

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const SAME_AS_MESSAGES = {
  password: ja.validation.matchPassword,
  newPassword: ja.validation.matchNewPassword,
  email: ja.validation.matchEmail,
} as const;
export type SameAsTarget = keyof typeof SAME_AS_MESSAGES;

export interface SameAsOptions<T> {
  /** The confirmation field, where the message appears. */
  field: keyof T & string;
  /** The field it must equal. */
  other: keyof T & string;
  label: string;
  /** What it must match, which picks the message (パスワード, 新しいパスワード, メールアドレス). */
  target: SameAsTarget;
}

/** Same-as: `field` equals `other` (an empty `field` is left to `required`). */
export function sameAs<T extends object>({ field, other, label, target }: SameAsOptions<T>): FormRule<T> {
  return z.check<T>((context) => {
    const value = context.value[field];
    if (isBlank(value) || value === context.value[other]) return;
    context.issues.push({
      code: 'custom',
      message: fieldMessage(label, SAME_AS_MESSAGES[target]),
      path: [field],
      input: value,
      continue: true,
    });
  });
}

/**
 * A new password differs from the current one (both as typed; an empty new password is left
 * to `required`). The server checks the current one against the stored hash, so equal text
 * here means the stored password would be set again.
 */
export function newPasswordDiffers<
  T extends { currentPassword: string; newPassword: string },
>(): FormRule<T> {
  return z.check<T>((context) => {
    const { currentPassword, newPassword } = context.value;
    if (newPassword === '' || newPassword.normalize('NFC') !== currentPassword.normalize('NFC')) return;
    context.issues.push({
      code: 'custom',
      message: ja.auth.sameAsCurrentPassword,
      path: ['newPassword'],
      input: newPassword,
      continue: true,
    });
  });
}

const REQUIRED_IF_MESSAGES = {
  required: ja.validation.required,
  selectionRequired: ja.validation.selectionRequired,
  photoRequired: ja.validation.photoRequired,
  requiredWithoutCardDesign: ja.validation.requiredWithoutCardDesign,
} as const;
export type RequiredIfMessage = keyof typeof REQUIRED_IF_MESSAGES;

export interface RequiredIfOptions<T> {
  field: keyof T & string;
  label: string;
  /** When this holds for the form's values, the field is required. */
  when: (values: T) => boolean;
  /** Which message: 「を入力してください。」 unless told otherwise. */
  message?: RequiredIfMessage;
}

/** Required-if: `field` must be filled when `when(values)` holds. */
export function requiredIf<T extends object>({
  field,
  label,
  when,
  message = 'required',
}: RequiredIfOptions<T>): FormRule<T> {
  return z.check<T>((context) => {
    if (!when(context.value) || !isBlank(context.value[field])) return;
    context.issues.push({
      code: 'custom',
      message: fieldMessage(label, REQUIRED_IF_MESSAGES[message]),
      path: [field],
      input: context.value[field],
      continue: true,
    });
  });
}

export interface DateRangeOptions<T> {
  start: keyof T & string;
  end: keyof T & string;
  startLabel: string;
  endLabel: string;
}

/**
 * Date-range ordering: the range runs from 00:00:00 of the start day to 23:59:59 of the end
 * day in Tokyo, so the same day on both sides is a valid one-day range. The message lands on
 * the end field: 「終了日は開始日以降の日付を指定してください。」
 */
export function dateRangeOrder<T extends object>({
  start,
  end,
  startLabel,
  endLabel,
}: DateRangeOptions<T>): FormRule<T> {
  return z.check<T>((context) => {
    const from = context.value[start] as DateInput | null | undefined;
    const to = context.value[end] as DateInput | null | undefined;
    if (isDateRangeOrdered(from, to)) return;
    context.issues.push({
      code: 'custom',
      message: fieldMessage(endLabel, ja.validation.dateRangeOrder, { start: startLabel }),
      path: [end],
      input: to,
      continue: true,
    });
  });
}
