import { z } from 'zod';

/**
 * The address lookup service (spec section 7), under ADDRESS_API_BASE_PATH (`/address/v1`),
 * from Japan Post's postal data; no login needed:
 *   GET /address/v1/zipcode/{zip}                   7 digits -> zipcodeResponseSchema;
 *                                                   no match -> 404 ja.errors.noMatchingAddress
 *   GET /address/v1/prefectures                     -> prefecturesResponseSchema (47)
 *   GET /address/v1/municipalities/{prefectureCode} -> municipalitiesResponseSchema
 * Codes are JIS: prefectures '01'..'47' (the shop form's prefectureId is the same number),
 * municipalities five digits ('13101'), the shop form's municipalityId.
 */

export const zipcodeAddressSchema = z.object({
  zipcode: z.string(),
  prefectureCode: z.string(),
  prefectureName: z.string(),
  municipalityCode: z.string(),
  municipalityName: z.string(),
  /** The town (大字・町域) part; empty when the postal code covers the whole municipality. */
  town: z.string(),
});
export type ZipcodeAddress = z.infer<typeof zipcodeAddressSchema>;
/** Several entries when one postal code covers several towns. */
export const zipcodeResponseSchema = z.object({ data: z.array(zipcodeAddressSchema) });

export const prefectureSchema = z.object({ code: z.string(), name: z.string() });
export type Prefecture = z.infer<typeof prefectureSchema>;
export const prefecturesResponseSchema = z.object({ data: z.array(prefectureSchema) });

export const municipalitySchema = z.object({
  code: z.string(),
  name: z.string(),
  prefectureCode: z.string(),
});
export type Municipality = z.infer<typeof municipalitySchema>;
export const municipalitiesResponseSchema = z.object({ data: z.array(municipalitySchema) });
