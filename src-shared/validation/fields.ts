import { z } from 'zod';
import { MAX_INTEGER } from '../constants/limits';
import { toInstant } from '../datetime/tokyo';
import { ja } from '../messages/ja';
import { fieldMessage } from './message';
import { noForbiddenCharacters } from './text-rules';
import type { TextRule } from './text-rules';

/** A text field: trimmed (spec section 5), then checked by each rule in order (never a NUL). */
export function textField(label: string, ...rules: TextRule[]) {
  return z
    .string()
    .trim()
    .check(...[noForbiddenCharacters(), ...rules].map((rule) => rule(label)));
}

/** A password field: never trimmed, since spaces may be part of it. */
export function secretField(label: string, ...rules: TextRule[]) {
  return z.string().check(...[noForbiddenCharacters(), ...rules].map((rule) => rule(label)));
}

export interface SelectFieldOptions {
  required?: boolean;
}

/** A select: its value is a string id or null; required means something is chosen. */
export function selectField(label: string, { required = false }: SelectFieldOptions = {}) {
  return z
    .string()
    .nullable()
    .refine((value) => !required || (value !== null && value !== ''), {
      error: fieldMessage(label, ja.validation.selectionRequired),
    });
}

export interface IntegerFieldOptions {
  required?: boolean;
  /** Smallest value allowed; 0 unless given. */
  min?: number;
  /** Largest value allowed; the 32-bit integer maximum unless given. */
  max?: number;
  /** The value saved now, when the field may not go below it (a remaining count, for example). */
  current?: number;
}

function toNumberOrNull(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number(value);
}

/**
 * An integer field fed by a text or number input: empty becomes null, anything else must be
 * an integer within [min, max] (messages 「{min}以上の整数」 or 「{min}から{max}までの数値」).
 */
export function integerField(
  label: string,
  { required = false, min = 0, max, current }: IntegerFieldOptions = {},
) {
  const upper = max ?? MAX_INTEGER;
  const rangeMessage =
    max === undefined
      ? fieldMessage(label, ja.validation.integerFrom, { min })
      : fieldMessage(label, ja.validation.numberBetween, { min, max });
  return z.union([z.number(), z.string(), z.null(), z.undefined()]).transform((raw, context) => {
    const value = toNumberOrNull(raw);
    if (value === null) {
      if (required)
        context.issues.push({
          code: 'custom',
          message: fieldMessage(label, ja.validation.required),
          input: raw,
        });
      return null;
    }
    if (!Number.isInteger(value) || value < min) {
      context.issues.push({ code: 'custom', message: rangeMessage, input: raw });
    } else if (value > upper) {
      context.issues.push({
        code: 'custom',
        message: fieldMessage(label, ja.validation.numberBetween, { min, max: upper }),
        input: raw,
      });
    } else if (current !== undefined && value < current) {
      context.issues.push({
        code: 'custom',
        message: fieldMessage(label, ja.validation.notBelowCurrent),
        input: raw,
      });
    }
    return value;
  });
}

export interface DateFieldOptions {
  required?: boolean;
}

type DateValue = Date | string | null;

/** A date or date-time picked or typed: a Date, or a string such as `2024-03-01` (Tokyo time). */
export function dateField(label: string, { required = false }: DateFieldOptions = {}) {
  return z
    .custom<DateValue>((value) => value === null || typeof value === 'string' || value instanceof Date)
    .check(
      z.refine((value: DateValue) => !required || (value !== null && value !== ''), {
        error: fieldMessage(label, ja.validation.required),
      }),
      z.refine((value: DateValue) => value === null || value === '' || toInstant(value) !== null, {
        error: fieldMessage(label, ja.validation.invalidDate),
      }),
    );
}

export interface UploadFieldOptions {
  required?: boolean;
}

/** A photo or file: whatever the upload control holds (a File, or the URL of a saved image), or null. */
export function uploadField<T = unknown>(label: string, { required = false }: UploadFieldOptions = {}) {
  return z
    .custom<T | null>()
    .refine((value) => !required || (value !== null && value !== undefined && value !== ''), {
      error: fieldMessage(label, ja.validation.photoRequired),
    });
}
