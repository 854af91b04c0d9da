import { z } from 'zod';
import { apiIdSchema } from './ids';
import { INTEREST_TYPES } from '../constants/contract';
import type { InterestType } from '../constants/contract';
import {
  contractFormSchema,
  estimateProductEditFormShape,
  estimateProductFormSchema,
} from '../validation/forms/contract';
import { listQuerySchema, paginatedSchema, queryIdSchema } from './common';
import { editRequestSchema, recordSchema, writeResponseSchema, writeVersionSchema } from './writes';

/**
 * Handling contracts and estimate products of a shop (spec sections 2, 3, 7; the spec leaves
 * these calls out, so they follow the house style):
 *   GET  /{subdomain}/shops/{shopId}/contracts            contractListQuerySchema -> contractListResponseSchema
 *                                                         (noPaginate=1 -> every contract, for the product form)
 *   POST /{subdomain}/shops/{shopId}/contracts            contractCreateRequestSchema -> 201 contractWriteResponseSchema
 *   GET  /{subdomain}/shops/{shopId}/contracts/{id}       -> contractDetailResponseSchema
 *   PUT  /{subdomain}/shops/{shopId}/contracts/{id}       contractUpdateRequestSchema -> contractWriteResponseSchema
 *   DELETE (or POST with _method=delete) .../contracts/{id}  -> { message }; 422 while a product uses it
 *   GET  /{subdomain}/shops/{shopId}/estimate-products    estimateProductListQuerySchema -> estimateProductListResponseSchema
 *   POST /{subdomain}/shops/{shopId}/estimate-products    multipart: fields + file `image` -> 201
 *   GET  /{subdomain}/shops/{shopId}/estimate-products/{id}
 *   PUT  /{subdomain}/shops/{shopId}/estimate-products/{id}  multipart: fields + updatedAt (+ image, removeImage)
 *   DELETE (or POST with _method=delete) .../estimate-products/{id}
 * Roles: contracts are read by master, client and the shop's own store, written by master and
 * client; estimate products are read and written by master, client and the shop's own store,
 * and not at all by a store whose service has the trial calculation off (enableTrailCalc).
 * Another service's shop is 404; a shop of the service outside a store's reach is 403.
 */

const interestTypeSchema = z.number().int() as unknown as z.ZodType<InterestType>;

export const contractListQuerySchema = listQuerySchema.extend({
  /** Part of the contract number. */
  keyword: z.string().trim().max(255).optional(),
  condition: z.string().trim().max(16).optional(),
  interestType: z.coerce
    .number()
    .int()
    .refine((value) => (INTEREST_TYPES as number[]).includes(value))
    .optional(),
  noPaginate: z.coerce.boolean().optional(),
});
export type ContractListQuery = z.input<typeof contractListQuerySchema>;

export const contractItemSchema = recordSchema({
  shopId: apiIdSchema,
  contractNumber: z.string(),
  /** '1'–'99', 'onetimePayment' or 'ribbonPayment'. */
  condition: z.string(),
  interestType: interestTypeSchema,
  amountPayment: z.number().int().nullable(),
  interestRate: z.number(),
  /** Estimate products offered under this contract (a contract in use cannot be deleted). */
  productCount: z.number().int(),
});
export type ContractItem = z.infer<typeof contractItemSchema>;

/** The shop the list belongs to, for the screen's heading. */
export const contractShopSchema = z.object({ id: apiIdSchema, name: z.string() });

export const contractListResponseSchema = paginatedSchema(contractItemSchema, { shop: contractShopSchema });
export type ContractListResponse = z.infer<typeof contractListResponseSchema>;
export const contractAllResponseSchema = z.object({
  data: z.array(contractItemSchema),
  shop: contractShopSchema,
});

export const contractDetailResponseSchema = z.object({ data: contractItemSchema, shop: contractShopSchema });
export const contractCreateRequestSchema = contractFormSchema;
export type ContractCreateRequest = z.input<typeof contractCreateRequestSchema>;
export const contractUpdateRequestSchema = contractFormSchema.safeExtend({ updatedAt: writeVersionSchema });
export type ContractUpdateRequest = z.input<typeof contractUpdateRequestSchema>;
export const contractWriteResponseSchema = writeResponseSchema(contractItemSchema);

export const estimateProductListQuerySchema = listQuerySchema.extend({
  /** Part of the title. */
  keyword: z.string().trim().max(255).optional(),
  contractId: queryIdSchema.optional(),
});
export type EstimateProductListQuery = z.input<typeof estimateProductListQuerySchema>;

export const estimateProductItemSchema = recordSchema({
  shopId: apiIdSchema,
  title: z.string(),
  amount: z.number().int(),
  /** Absolute URL of the stored image (fetch it with the token), or null. */
  imageUrl: z.string().nullable(),
  contractId: apiIdSchema,
  /** The contract's terms, which the trial calculation reads. */
  contract: contractItemSchema.pick({
    contractNumber: true,
    condition: true,
    interestType: true,
    amountPayment: true,
    interestRate: true,
  }),
});
export type EstimateProductItem = z.infer<typeof estimateProductItemSchema>;

export const estimateProductListResponseSchema = paginatedSchema(estimateProductItemSchema, {
  shop: contractShopSchema,
});
export type EstimateProductListResponse = z.infer<typeof estimateProductListResponseSchema>;
export const estimateProductDetailResponseSchema = z.object({
  data: estimateProductItemSchema,
  shop: contractShopSchema,
});
export const estimateProductCreateRequestSchema = estimateProductFormSchema;
export const estimateProductUpdateRequestSchema = editRequestSchema(estimateProductEditFormShape);
export const estimateProductWriteResponseSchema = writeResponseSchema(estimateProductItemSchema);
