import { z } from 'zod';
import { apiIdSchema } from './ids';
import { listQuerySchema, paginatedSchema } from './common';

/**
 * Lookups (spec section 7) for selects and filters:
 *   GET /genres                           -> genresResponseSchema                 (storeList)
 *   GET /services/{subdomain}/tags        noPaginate=1 -> serviceTagsResponseSchema, else
 *                                         serviceTagListResponseSchema            (storeList)
 *   GET /users?noPaginate=1&noService=&role=&name=  -> userAllResponseSchema (see ./users)
 *   GET /companies                        noPaginate=1 -> companiesResponseSchema, else
 *                                         companyListResponseSchema               (serviceSettingEdit;
 *                                         a client sees its own company only)
 *   GET /banks/{code}                     -> bankResponseSchema  (zengin-code; accountCompany)
 *   GET /banks/{code}/branches/{branch}   -> bankBranchResponseSchema; unknown codes answer 404
 *   GET /{subdomain}/shop-options         -> shopOptionsResponseSchema: the shops the caller may
 *                                         see (its shop, its group's, or all), for the filters of
 *                                         the payment screens and the notification form (every role)
 */

const namedItemSchema = z.object({ id: apiIdSchema, name: z.string() });

export const genreSchema = namedItemSchema;
export type Genre = z.infer<typeof genreSchema>;
export const genresResponseSchema = z.object({ data: z.array(genreSchema) });

export const serviceTagSchema = namedItemSchema;
export type ServiceTag = z.infer<typeof serviceTagSchema>;
export const lookupListQuerySchema = listQuerySchema.extend({
  keyword: z.string().trim().max(255).optional(),
  noPaginate: z.coerce.boolean().optional(),
});
export type LookupListQuery = z.input<typeof lookupListQuerySchema>;
export const serviceTagsResponseSchema = z.object({ data: z.array(serviceTagSchema) });
export const serviceTagListResponseSchema = paginatedSchema(serviceTagSchema);

export const companyLookupSchema = namedItemSchema;
export type CompanyLookup = z.infer<typeof companyLookupSchema>;
export const companiesResponseSchema = z.object({ data: z.array(companyLookupSchema) });
export const companyListResponseSchema = paginatedSchema(companyLookupSchema);

/** A bank or a branch by its zengin code; `nameKana` is half-width katakana as the data has it. */
export const bankSchema = z.object({ code: z.string(), name: z.string(), nameKana: z.string() });
export type Bank = z.infer<typeof bankSchema>;
export const bankResponseSchema = z.object({ data: bankSchema });
export const bankBranchResponseSchema = z.object({ data: bankSchema });

export const shopOptionSchema = z.object({
  id: apiIdSchema,
  name: z.string(),
  shopCode: z.string().nullable(),
});
export type ShopOption = z.infer<typeof shopOptionSchema>;
export const shopOptionsResponseSchema = z.object({ data: z.array(shopOptionSchema) });
