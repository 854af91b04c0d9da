import { z } from 'zod';
import { MAX_INTEGER } from '../constants/limits';

/** A positive whole number as the console's routes and requests carry record ids. */
const RECORD_ID_TEXT = /^[1-9]\d{0,9}$/;

/**
 * A record id in an answer of the API: a number, or the same number as a string (many backends
 * serialise big integer keys as strings). The console works with the number.
 */
export const apiIdSchema = z.union([
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

/** A job id of an export or import answer: opaque, a string or a number; kept as a string. */
export const jobIdSchema = z.union([
  z.string().trim().min(1).max(255),
  z
    .number()
    .int()
    .nonnegative()
    .transform((value) => String(value)),
]);

/**
 * A record id as a route segment (`/store/edit/{id}`) or a request carries it: a positive whole
 * number a database integer column holds. Anything else (`abc`, `0`, `1e3`) is no record.
 */
export function parseRecordId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  if (!RECORD_ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= MAX_INTEGER ? id : null;
}

/** An enable flag of an answer (spec section 4: 1 or 0); `true` / `false` read as 1 / 0. */
export const apiFlagSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.boolean().transform((enabled): 0 | 1 => (enabled ? 1 : 0)),
]);
