import { z } from 'zod';
import { apiIdSchema } from './ids';
import { ACCOUNT_STATUS } from '../constants/account';
import { ROLES } from '../constants/roles';
import {
  clientUserCreateFormSchema,
  clientUserEditFormSchema,
  masterUserCreateFormSchema,
  masterUserEditFormSchema,
  shopUserCreateFormSchema,
  shopUserEditFormSchema,
  userStatusFormSchema,
} from '../validation/forms/user';
import { listQuerySchema, paginatedSchema } from './common';
import { recordSchema, writeResponseSchema, writeVersionSchema } from './writes';

/**
 * Users (settings area, spec sections 2 and 6):
 *   GET /users                      userListQuerySchema -> userListResponseSchema
 *                                   (noPaginate=1 -> userAllResponseSchema: the users lookup)
 *   POST /users/client              clientUserCreateRequestSchema -> userWriteResponseSchema (201)
 *   POST /users/master              masterUserCreateRequestSchema (master only)
 *   POST /users/shop                shopUserCreateRequestSchema (organizationId = the shop)
 *   GET /users/{id}                 -> userDetailResponseSchema
 *   PUT /users/{id}                 the edit schema of the user's role + updatedAt:
 *                                   masterUserUpdateRequestSchema, clientUserUpdateRequestSchema,
 *                                   shopUserUpdateRequestSchema (group users: master's, name/e-mail/password)
 *   PUT /users/update-status/{id}   userStatusRequestSchema -> userWriteResponseSchema
 * Roles: userList, and for each user the register/edit route of its role (userEditMaster is
 * master only). A client sees and edits only the users of its own service.
 */

/** A role (ROLES) as the API answers it. */
export const roleSchema = z.literal(ROLES);
const accountStatusSchema = z.enum(ACCOUNT_STATUS);

export const userListQuerySchema = listQuerySchema.extend({
  role: z.coerce.number().pipe(roleSchema).optional(),
  /** Matches the family or given name (together too) or the e-mail address. */
  name: z.string().trim().max(255).optional(),
  /** Only users that belong to no service (master administrators). */
  noService: z.coerce.boolean().optional(),
  noPaginate: z.coerce.boolean().optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

const namedRef = z.object({ id: apiIdSchema, name: z.string() });

export const userSchema = recordSchema({
  email: z.string(),
  nameSei: z.string(),
  nameMei: z.string(),
  role: roleSchema,
  status: accountStatusSchema,
  service: z.object({ id: apiIdSchema, name: z.string(), subdomain: z.string() }).nullable(),
  /** A store user's shop (its organizationId). */
  shop: namedRef.nullable(),
  group: namedRef.nullable(),
  policies: z.object({ summaryManagement: z.boolean(), paymentHistory: z.boolean() }),
});
export type User = z.infer<typeof userSchema>;

export const userListResponseSchema = paginatedSchema(userSchema);
export const userAllResponseSchema = z.object({ data: z.array(userSchema) });
export const userDetailResponseSchema = z.object({ data: userSchema });
export const userWriteResponseSchema = writeResponseSchema(userSchema);

export const masterUserCreateRequestSchema = masterUserCreateFormSchema;
export const clientUserCreateRequestSchema = clientUserCreateFormSchema;
export const shopUserCreateRequestSchema = shopUserCreateFormSchema;
export type MasterUserCreateRequest = z.input<typeof masterUserCreateRequestSchema>;
export type ClientUserCreateRequest = z.input<typeof clientUserCreateRequestSchema>;
export type ShopUserCreateRequest = z.input<typeof shopUserCreateRequestSchema>;

const versioned = { updatedAt: writeVersionSchema };
export const masterUserUpdateRequestSchema = masterUserEditFormSchema.extend(versioned);
export const clientUserUpdateRequestSchema = clientUserEditFormSchema.extend(versioned);
export const shopUserUpdateRequestSchema = shopUserEditFormSchema.extend(versioned);
export type MasterUserUpdateRequest = z.input<typeof masterUserUpdateRequestSchema>;
export type ClientUserUpdateRequest = z.input<typeof clientUserUpdateRequestSchema>;
export type ShopUserUpdateRequest = z.input<typeof shopUserUpdateRequestSchema>;

export const userStatusRequestSchema = userStatusFormSchema.extend(versioned);
export type UserStatusRequest = z.input<typeof userStatusRequestSchema>;
