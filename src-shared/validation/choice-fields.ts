import { z } from 'zod';
import { MAX_INTEGER } from '../constants/limits';
import { ja } from '../messages/ja';
import { fieldMessage } from './message';
import { secretField, textField } from './fields';
import { required } from './text-rules';
import type { TextRule } from './text-rules';

/**
 * Field builders for values that arrive as text from one source and as numbers from another:
 * a form's select holds strings, JSON carries numbers, a CSV cell is text. Each accepts all
 * of them and outputs one normalised type, and its output parses again to itself, so the
 * renderer, the server and the CSV importers run the same schema.
 */

type Loose = number | string | boolean | null | undefined;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function custom(message: string, input: unknown): z.core.$ZodRawIssue {
  return { code: 'custom', message, input };
}

// optional(): a missing key is a blank value, not a wrong type.
const looseInput = z.union([z.number(), z.string(), z.boolean(), z.null()]).optional();

export interface ChoiceFieldOptions {
  required?: boolean;
}

export interface IdFieldOptions extends ChoiceFieldOptions {
  /** Largest id allowed (47 for a prefecture); the 32-bit maximum unless given. */
  max?: number;
}

/** The id of a record chosen in a select (a group, a genre, a prefecture): a positive integer or null. */
export function idField(label: string, { required = false, max = MAX_INTEGER }: IdFieldOptions = {}) {
  return looseInput.transform((raw: Loose, context): number | null => {
    if (isBlank(raw)) {
      if (required) context.issues.push(custom(fieldMessage(label, ja.validation.selectionRequired), raw));
      return null;
    }
    const value = typeof raw === 'string' ? Number(raw.trim()) : Number(raw);
    if (typeof raw === 'boolean' || !Number.isInteger(value) || value < 1 || value > max) {
      context.issues.push(custom(fieldMessage(label, ja.validation.unknownChoice), raw));
      return null;
    }
    return value;
  });
}

/** A code chosen in a select (a municipality code): a string matching `pattern`, or null. */
export function codeField(label: string, pattern: RegExp, { required = false }: ChoiceFieldOptions = {}) {
  return looseInput.transform((raw: Loose, context): string | null => {
    if (isBlank(raw)) {
      if (required) context.issues.push(custom(fieldMessage(label, ja.validation.selectionRequired), raw));
      return null;
    }
    const value = String(raw).trim();
    if (!pattern.test(value)) {
      context.issues.push(custom(fieldMessage(label, ja.validation.unknownChoice), raw));
      return null;
    }
    return value;
  });
}

/** One value of a numeric enumeration (EC sales type, account status), or null. */
export function enumField<const V extends number>(
  label: string,
  values: readonly V[],
  { required = false }: ChoiceFieldOptions = {},
) {
  return looseInput.transform((raw: Loose, context): V | null => {
    if (isBlank(raw)) {
      if (required) context.issues.push(custom(fieldMessage(label, ja.validation.selectionRequired), raw));
      return null;
    }
    const value = Number(typeof raw === 'string' ? raw.trim() : raw);
    if (typeof raw === 'boolean' || !(values as readonly number[]).includes(value)) {
      context.issues.push(custom(fieldMessage(label, ja.validation.unknownChoice), raw));
      return null;
    }
    return value as V;
  });
}

/** One of a list of string codes (a palette colour, a content kind), chosen in a select. */
export function codeChoiceField<const V extends string>(label: string, values: readonly V[]) {
  return z
    .string()
    .nullish()
    .transform((raw, context): V => {
      const value = (raw ?? '').trim();
      if ((values as readonly string[]).includes(value)) return value as V;
      const template = value === '' ? ja.validation.selectionRequired : ja.validation.unknownChoice;
      context.issues.push(custom(fieldMessage(label, template), raw));
      return values[0] as V;
    });
}

const TRUE_WORDS = new Set(['1', 'true', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'off', '']);

function toBoolean(raw: Loose): boolean | null {
  if (raw === null || raw === undefined) return false;
  if (typeof raw === 'boolean') return raw;
  const word = String(raw).trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

/** A check box stored as the API's ENABLE/DISABLE flag: 1 or 0 (absent is 0). */
export function flagField(label: string) {
  return looseInput.transform((raw: Loose, context): 0 | 1 => {
    const value = toBoolean(raw);
    if (value === null) context.issues.push(custom(fieldMessage(label, ja.validation.unknownChoice), raw));
    return value ? 1 : 0;
  });
}

/** A check box as a boolean (absent is false). */
export function booleanField(label: string) {
  return looseInput.transform((raw: Loose, context): boolean => {
    const value = toBoolean(raw);
    if (value === null) context.issues.push(custom(fieldMessage(label, ja.validation.unknownChoice), raw));
    return value ?? false;
  });
}

export interface DecimalFieldOptions extends ChoiceFieldOptions {
  min: number;
  max: number;
}

/** A decimal number within [min, max] (a latitude), or null when empty. */
export function decimalField(label: string, { required = false, min, max }: DecimalFieldOptions) {
  return looseInput.transform((raw: Loose, context): number | null => {
    if (isBlank(raw)) {
      if (required) context.issues.push(custom(fieldMessage(label, ja.validation.required), raw));
      return null;
    }
    const value = typeof raw === 'string' ? Number(raw.trim()) : Number(raw);
    if (typeof raw === 'boolean' || !Number.isFinite(value) || value < min || value > max) {
      context.issues.push(custom(fieldMessage(label, ja.validation.numberBetween, { min, max }), raw));
      return null;
    }
    return value;
  });
}

/** A list of record ids (rows picked in a table): each a positive integer, no repeats kept. */
export function idListField(label: string) {
  return z
    .union([z.array(z.union([z.number(), z.string()])), z.number(), z.string()])
    .nullish()
    .transform((raw, context): number[] => {
      const list = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      const ids = list.map((item) => (typeof item === 'string' ? Number(item.trim()) : Number(item)));
      if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_INTEGER)) {
        context.issues.push(custom(fieldMessage(label, ja.validation.unknownChoice), raw));
        return [];
      }
      return [...new Set(ids)];
    });
}

/** Absent and null read as '' (typed input: string | null | undefined), so optional fields need no special case. */
const blankWhenMissing = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** A required text field that also reads an absent or null value as empty, so it gets the required message. */
export function requiredTextField(label: string, ...rules: TextRule[]) {
  return blankWhenMissing.pipe(textField(label, required(), ...rules));
}

/** An optional text field: absent or null reads as '', then it is trimmed and checked like textField. */
export function optionalTextField(label: string, ...rules: TextRule[]) {
  return blankWhenMissing.pipe(textField(label, ...rules));
}

/** A required password field (never trimmed); absent or null reads as empty, so it gets the required message. */
export function requiredSecretField(label: string, ...rules: TextRule[]) {
  return blankWhenMissing.pipe(secretField(label, required(), ...rules));
}

/** An optional password field: absent or null reads as '' (meaning "leave as it is" on edits). */
export function optionalSecretField(label: string, ...rules: TextRule[]) {
  return blankWhenMissing.pipe(secretField(label, ...rules));
}

/** A list that may be absent or null (then empty). */
export function optionalList<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((list): z.output<T>[] => list ?? []);
}
