import { z } from 'zod';
import { apiIdSchema } from './ids';
import { EC_SALES_TYPE } from '../constants/ec';
import { SHOP_STATUS } from '../constants/shop';
import { enumField } from '../validation/choice-fields';
import { shopCreateFormSchema, shopFormRules, shopFormShape } from '../validation/forms/shop';
import { ja } from '../messages/ja';
import { listQuerySchema, paginatedSchema, queryIdSchema, tabCountsSchema } from './common';
import { editRequestSchema, recordSchema, writeResponseSchema, writeVersionSchema } from './writes';

/**
 * Stores (spec section 7):
 *   GET    /{subdomain}/stores                  storeListQuerySchema -> storeListResponseSchema
 *                                               (noPaginate=1 -> storeAllResponseSchema, for the map)
 *   POST   /{subdomain}/stores                  storeCreateRequestSchema -> storeWriteResponseSchema (201)
 *   GET    /{subdomain}/stores/{id}             -> storeDetailResponseSchema
 *   PUT    /{subdomain}/stores/{id}             storeUpdateRequestSchema -> storeWriteResponseSchema
 *   PUT    /{subdomain}/stores/update-status/{id} storeStatusRequestSchema -> storeStatusResponseSchema
 *   DELETE /{subdomain}/stores/{id}             optional { updatedAt } -> messageResponseSchema
 *                                               (or POST with `_method: "delete"`)
 * Roles: the route table's storeList (list), storeEdit (detail, edit, status, delete), storeCreate.
 * A group user lists only the shops of its group.
 */

/** A shop status (SHOP_STATUS). */
export const shopStatusSchema = z.enum(SHOP_STATUS);

const optionalId = queryIdSchema.optional();

export const storeListQuerySchema = listQuerySchema.extend({
  /** Matches the store name, shop code, owner name, e-mail, telephone or address. */
  keyword: z.string().trim().max(255).optional(),
  status: z.coerce.number().pipe(shopStatusSchema).optional(),
  groupId: optionalId,
  /** Shops not in this group (the "add shops to group" screen). */
  excludeGroupId: optionalId,
  prefectureId: z.coerce.number().int().min(1).max(47).optional(),
  genreId: optionalId,
  serviceTagId: optionalId,
  noPaginate: z.coerce.boolean().optional(),
});
export type StoreListQuery = z.input<typeof storeListQuerySchema>;

export const storeListItemSchema = recordSchema({
  shopCode: z.string().nullable(),
  storeName: z.string(),
  status: shopStatusSchema,
  groupId: apiIdSchema.nullable(),
  groupName: z.string().nullable(),
  zipcode: z.string(),
  prefectureId: apiIdSchema,
  prefectureName: z.string(),
  municipalityId: z.string().nullable(),
  municipalityName: z.string(),
  streetAddress: z.string(),
  buildingName: z.string().nullable(),
  telephone: z.string(),
  genreId: apiIdSchema.nullable(),
  genreName: z.string().nullable(),
  serviceTagId: apiIdSchema.nullable(),
  serviceTagName: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** 1 when the shop has EC settings. */
  ecEnabled: z.union([z.literal(0), z.literal(1)]),
});
export type StoreListItem = z.infer<typeof storeListItemSchema>;

/** Shops per status under the list's filters other than status itself. */
export const storeStatusCountsSchema = tabCountsSchema('status', shopStatusSchema);
export type StoreStatusCounts = z.infer<typeof storeStatusCountsSchema>;

export const storeListResponseSchema = paginatedSchema(storeListItemSchema, {
  countData: storeStatusCountsSchema,
});
export type StoreListResponse = z.infer<typeof storeListResponseSchema>;

export const storeAllResponseSchema = z.object({
  data: z.array(storeListItemSchema),
  countData: storeStatusCountsSchema,
});

export const allowIpSchema = z.object({
  id: apiIdSchema,
  ipAddress: z.string(),
  /** The last address of the range, or null for a single address. */
  ipRange: z.string().nullable(),
});
export type AllowIp = z.infer<typeof allowIpSchema>;

/** One shop with every field of the form. The EC password is never sent back, only whether it is set. */
export const storeDetailSchema = storeListItemSchema.extend({
  nameSei: z.string(),
  nameMei: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  remarks: z.string().nullable(),
  allowIps: z.array(allowIpSchema),
  ecShopId: z.string().nullable(),
  ecShopPasswordSet: z.boolean(),
  ecSalesType: z.enum(EC_SALES_TYPE).nullable(),
  ecAuthorizedIPAddress: z.string().nullable(),
  ecRedirectUrl: z.string().nullable(),
  ecGeneratedKey: z.string().nullable(),
  /** The shop's store-role login, when it has one. */
  account: z.object({ id: apiIdSchema, email: z.string(), status: z.number().int() }).nullable(),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;
export const storeDetailResponseSchema = z.object({ data: storeDetailSchema });

/** The create form itself (src-shared/validation/forms/shop.ts): the password opens the store account. */
export const storeCreateRequestSchema = shopCreateFormSchema;
export type StoreCreateRequest = z.input<typeof storeCreateRequestSchema>;

/** The edit form plus the updatedAt it was read with. Empty password fields leave the saved ones. */
export const storeUpdateRequestSchema = editRequestSchema(shopFormShape, ...shopFormRules);
export type StoreUpdateRequest = z.input<typeof storeUpdateRequestSchema>;

export const storeWriteResponseSchema = writeResponseSchema(storeDetailSchema);

/**
 * A status change. Judging (pending review or on hold -> approved 2, rejected 5, on hold 4)
 * and pause (2 -> 3) / resume (3 -> 2); see shopStatusAction in src-shared/constants.
 */
export const storeStatusRequestSchema = z.object({
  status: enumField(ja.forms.shop.status, Object.values(SHOP_STATUS), { required: true }),
  updatedAt: writeVersionSchema,
});
export type StoreStatusRequest = z.input<typeof storeStatusRequestSchema>;

export const storeStatusResponseSchema = writeResponseSchema(
  z.object({ id: apiIdSchema, status: shopStatusSchema, updatedAt: z.string().optional() }),
);
