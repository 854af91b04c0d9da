import { z } from 'zod';
import { apiIdSchema } from './ids';
import { groupCreateFormSchema, groupFormShape, groupShopsFormSchema } from '../validation/forms/group';
import { listQuerySchema, paginatedSchema } from './common';
import { editRequestSchema, recordSchema, writeResponseSchema } from './writes';

/**
 * Store groups (spec section 7):
 *   GET    /{subdomain}/groups            groupListQuerySchema -> groupListResponseSchema
 *                                        (noPaginate=1 -> groupAllResponseSchema, for selects)
 *   POST   /{subdomain}/groups            groupCreateRequestSchema -> groupWriteResponseSchema (201)
 *   PUT    /{subdomain}/groups/{id}       groupUpdateRequestSchema -> groupWriteResponseSchema
 *   DELETE /{subdomain}/groups/{id}       optional { updatedAt } -> messageResponseSchema
 *   POST   /{subdomain}/shops/group/{id}  groupShopsRequestSchema -> groupShopsResponseSchema
 *          the same with `_method: "delete"` removes the shops from the group.
 * Roles: storeGroupList; storeGroupAdd / storeGroupDelete for adding and removing shops.
 * A group name used by another group of the service answers 422 (ja.validation.groupNameDuplicate).
 * A group's e-mail and password are the login of its group-role account.
 */

export const groupListQuerySchema = listQuerySchema.extend({
  keyword: z.string().trim().max(255).optional(),
  noPaginate: z.coerce.boolean().optional(),
});
export type GroupListQuery = z.input<typeof groupListQuerySchema>;

export const groupSchema = recordSchema({
  name: z.string(),
  /** The login of the group's account; null for a group without one. */
  email: z.string().nullable(),
  ipAddress: z.string().nullable(),
  shopCount: z.number().int().nonnegative(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupListResponseSchema = paginatedSchema(groupSchema);
export const groupAllResponseSchema = z.object({ data: z.array(groupSchema) });

export const groupCreateRequestSchema = groupCreateFormSchema;
export type GroupCreateRequest = z.input<typeof groupCreateRequestSchema>;

/** An empty password leaves the group account's password as it is. */
export const groupUpdateRequestSchema = editRequestSchema(groupFormShape);
export type GroupUpdateRequest = z.input<typeof groupUpdateRequestSchema>;

export const groupWriteResponseSchema = writeResponseSchema(groupSchema);

/** `{ shopId }` or `{ shopIds: [...] }`, plus `_method: "delete"` to remove. */
export const groupShopsRequestSchema = groupShopsFormSchema;
export type GroupShopsRequest = z.input<typeof groupShopsRequestSchema> & { _method?: 'delete' };

export const groupShopsResponseSchema = writeResponseSchema(
  z.object({ groupId: apiIdSchema, shopIds: z.array(apiIdSchema), shopCount: z.number().int() }),
);
