import { z } from 'zod';
import { ja } from '../messages/ja';
import { apiIdSchema } from './ids';
import { textField } from '../validation/fields';
import type { FormRule } from '../validation/form-rules';
import { fieldMessage } from '../validation/message';
import { required } from '../validation/text-rules';

/**
 * Conventions of every write (architecture section 6): an edit carries the `updatedAt` it
 * was read with, and a stale one answers 409 with ja.errors.alreadyUpdated. Answers carry the
 * Japanese success message and, for creates and edits, the saved record.
 */
export const updatedAtSchema = textField(ja.server.fields.updatedAt, required()).check(
  z.refine((value: string) => value === '' || isStorableTime(value), {
    error: fieldMessage(ja.server.fields.updatedAt, ja.server.invalidValue),
  }),
);

/**
 * A time JavaScript reads and a timestamp column holds: `Date.parse` also reads `'13101'` as
 * the year 13101, whose ISO form (`+013101-…`) the database refuses.
 */
function isStorableTime(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/**
 * The `updatedAt` a write carries when the record was read with one: a stale one answers 409.
 * A backend that answers no `updatedAt` gets none back, and the write is checked no further.
 */
export const writeVersionSchema = updatedAtSchema.optional();

/** An edit's request: the form's fields plus the `updatedAt` they were read with, checked by the form's rules. */
export function editRequestSchema<Shape extends z.ZodRawShape>(
  formShape: Shape,
  ...rules: FormRule<z.output<z.ZodObject<Shape>>>[]
) {
  // The rules read only the form's fields, which the request has beside updatedAt; TypeScript
  // cannot see them in the output of a shape still generic here.
  return z.object({ ...formShape, updatedAt: writeVersionSchema }).check(...(rules as FormRule<unknown>[]));
}

/**
 * For records that may not exist yet (a shop's settings before the first save): null then, the
 * version once it exists, or nothing from a client that reads no versions (no check at all).
 */
export const optionalUpdatedAtSchema = z.preprocess(
  (raw) => (raw === '' ? null : raw),
  updatedAtSchema.nullable().optional(),
);

/** `{ message }`: deletes and other writes with nothing to show. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `{ message, data }`: creates (201) and edits (200) answer the saved record. */
export function writeResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), data: item });
}

/** Laravel's method override: a POST whose body (or query) has `_method: "delete"` acts as a DELETE. */
export const METHOD_OVERRIDE_FIELD = '_method';
export const methodOverrideSchema = z.object({ _method: z.string().optional() });

/** The record's own timestamps, ISO 8601 with +09:00. */
const timestampsShape = { registDate: z.string(), updatedAt: z.string().optional() };

/** A record as the API answers it: its id, its own fields, then its timestamps (an edit sends `updatedAt` back). */
export function recordSchema<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ id: apiIdSchema, ...fields, ...timestampsShape });
}
