import { z } from 'zod';
import { MAX_INTEGER } from '../../constants/limits';

/** A record's id as the API's paths take it: a positive 32-bit integer. */
export const recordIdField = z.number().int().positive().max(MAX_INTEGER);

/** Path segments of the tenant resources: `{subdomain}` and a record's `{id}`. */
export const servicePath = { subdomain: z.string().min(1).max(63) };
export const recordPath = { ...servicePath, id: recordIdField };
