import { z } from 'zod';
import { apiFlagSchema, apiIdSchema } from './ids';
import { ROLES } from '../constants/roles';

/**
 * The current user of GET /account (spec section 3, "Current user"). What the spec shows is
 * required; the rest is used when a backend answers it: `id` (else the login e-mail keys the
 * user's saved jobs), `email` (the account form starts empty without it), `group`, `service.id`
 * (else the service list finds it) and `updatedAt` (no stale-write check without it). A missing
 * `service` or `shop` is read as none.
 */
export const currentUserSchema = z.object({
  id: apiIdSchema.optional(),
  email: z.string().optional(),
  role: z.literal(ROLES),
  nameSei: z.string(),
  nameMei: z.string(),
  /** ISO 8601 with +09:00, or null when the password never expires. */
  passwordExpiredAt: z.string().nullable(),
  /** Null for master, who belongs to no single service. */
  service: z
    .object({
      id: apiIdSchema.optional(),
      name: z.string(),
      subdomain: z.string(),
      enableTrailCalc: apiFlagSchema,
      enableCouponSetting: apiFlagSchema,
      enableNotificationSetting: apiFlagSchema,
      enableGallerySetting: apiFlagSchema,
      enableMenuSetting: apiFlagSchema,
    })
    .nullable()
    .default(null),
  /** The shop of a store user, else null. */
  shop: z.object({ id: apiIdSchema, name: z.string() }).nullable().default(null),
  /** The group of a group user, else null. */
  group: z.object({ id: apiIdSchema, name: z.string() }).nullable().optional(),
  policies: z.object({ summaryManagement: z.boolean(), paymentHistory: z.boolean() }),
  ecSetting: z.object({ countEc: z.number().int().nonnegative(), totalShop: z.number().int().nonnegative() }),
  /** When the account was last changed; the account settings page sends it back (409 when stale). */
  updatedAt: z.string().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const accountResponseSchema = z.object({ data: currentUserSchema });
