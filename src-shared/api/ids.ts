import { z } from 'zod';
export { parseRecordId } from './record-id';

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

/** An enable flag of an answer (spec section 4: 1 or 0); `true` / `false` read as 1 / 0. */
export const apiFlagSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.boolean().transform((enabled): 0 | 1 => (enabled ? 1 : 0)),
]);
