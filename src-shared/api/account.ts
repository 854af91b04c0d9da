import { z } from 'zod';
import { ROLES } from '../constants/roles';

const flag = z.union([z.literal(0), z.literal(1)]);

/** The current user of GET /account (spec section 3, "Current user"). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.union(ROLES.map((role) => z.literal(role)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]),
  nameSei: z.string(),
  nameMei: z.string(),
  /** ISO 8601 with +09:00, or null when the password never expires. */
  passwordExpiredAt: z.string().nullable(),
  /** Null for master, who belongs to no single service. */
  service: z
    .object({
      id: z.number().int(),
      name: z.string(),
      subdomain: z.string(),
      enableTrailCalc: flag,
      enableCouponSetting: flag,
      enableNotificationSetting: flag,
      enableGallerySetting: flag,
      enableMenuSetting: flag,
    })
    .nullable(),
  /** The shop of a store user, else null. */
  shop: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The group of a group user, else null. */
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  policies: z.object({ summaryManagement: z.boolean(), paymentHistory: z.boolean() }),
  ecSetting: z.object({ countEc: z.number().int().nonnegative(), totalShop: z.number().int().nonnegative() }),
  /** When the account was last changed; the account settings page sends it back (409 when stale). */
  updatedAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const accountResponseSchema = z.object({ data: currentUserSchema });
