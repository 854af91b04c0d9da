import { z } from 'zod';

/** Path segments of the tenant resources: `{subdomain}` and a record's `{id}`. */
export const servicePath = { subdomain: z.string().min(1).max(63) };
export const recordPath = { ...servicePath, id: z.number().int().positive() };
