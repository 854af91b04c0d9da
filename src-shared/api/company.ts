import { z } from 'zod';
import { apiIdSchema } from './ids';
import { BANK_ACCOUNT_TYPE } from '../constants/company';
import { companyFormSchema } from '../validation/forms/company';
import { optionalUpdatedAtSchema, writeResponseSchema } from './writes';

/**
 * Company settings (`/account/company`, route accountCompany: store and client):
 *   GET /account/company -> companySettingResponseSchema
 *   PUT /account/company companyUpdateRequestSchema -> companySettingWriteResponseSchema
 * A client's company is its service's company; a store's is its shop's operating company
 * (created on the first save, prefilled with the shop's company name).
 */
export const companySettingSchema = z.object({
  /** Null until the company is first saved. */
  id: apiIdSchema.nullable(),
  companyName: z.string(),
  companyNameKana: z.string(),
  zipcode: z.string(),
  prefectureId: apiIdSchema.nullable(),
  municipalityId: z.string().nullable(),
  /** The municipality's name, for display. */
  municipalityName: z.string(),
  streetAddress: z.string(),
  buildingName: z.string(),
  telephone: z.string(),
  representativeName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPE).nullable(),
  accountNumber: z.string(),
  accountHolderKana: z.string(),
  updatedAt: z.string().nullish(),
});
export type CompanySetting = z.infer<typeof companySettingSchema>;
export const companySettingResponseSchema = z.object({ data: companySettingSchema });

export const companyUpdateRequestSchema = companyFormSchema.extend({ updatedAt: optionalUpdatedAtSchema });
export type CompanyUpdateRequest = z.input<typeof companyUpdateRequestSchema>;

export const companySettingWriteResponseSchema = writeResponseSchema(companySettingSchema);
