import { z } from 'zod';
import { apiIdSchema } from './ids';
import { SMOKING_TYPE } from '../constants/shop';
import {
  storeBasicSettingsFormSchema,
  storeDefaultSettingsFormSchema,
  storeDetailSettingsFormSchema,
} from '../validation/forms/store-settings';
import { optionalUpdatedAtSchema, writeResponseSchema } from './writes';

/**
 * Store settings (spec section 7), for the store role (its own shop) and the group role
 * (the shops of its group); route table entries storeSettingView, settingBasic,
 * settingDefault, settingDetail.
 *   GET  /{subdomain}/stores/{id}/config          -> storeConfigResponseSchema
 *   POST /{subdomain}/stores/{id}/config/basic    multipart: storeBasicSettingsRequestSchema fields
 *                                                 + file `image` (PNG/JPEG/GIF/WebP, IMAGE_MAX_SIZE_MB)
 *   POST /{subdomain}/stores/{id}/config/default  multipart: storeDefaultSettingsRequestSchema fields
 *                                                 (`receptionEmails` repeated or `receptionEmails[]`)
 *                                                 + optional file `sound` (MP3/WAV, SOUND_MAX_SIZE_MB)
 *   POST /{subdomain}/stores/{id}/config/detail   storeDetailSettingsRequestSchema (JSON)
 *        each -> storeConfigWriteResponseSchema
 *   POST /{subdomain}/stores/upload-sound         multipart file `sound` -> uploadSoundResponseSchema (201)
 *   GET  /{subdomain}/stores/config/default-sound -> defaultSoundResponseSchema
 *   GET  /{subdomain}/stores/{id}/qr-code         -> image/png (the shop page's URL)
 *   GET  /{subdomain}/media/{id}                  -> the stored image or sound bytes
 * JSON bodies are accepted wherever multipart is, for writes without a file.
 */

/** A stored sound or the standard one (id null). `url` is absolute; fetch it with the bearer token. */
export const soundSchema = z.object({
  id: apiIdSchema.nullable(),
  name: z.string(),
  mimeType: z.string(),
  url: z.string(),
});
export type Sound = z.infer<typeof soundSchema>;

export const storeConfigSchema = z.object({
  shopId: apiIdSchema,
  storeName: z.string(),
  shopCode: z.string().nullable(),
  basic: z.object({
    imageUrl: z.string().nullable(),
    address: z.string(),
    telephone: z.string(),
    workingTime: z.string(),
    holiday: z.string(),
    subtitle: z.string(),
    description: z.string(),
    access: z.string(),
    site: z.string(),
    email: z.string(),
    facebook: z.string(),
    twitter: z.string(),
    instagram: z.string(),
    line: z.string(),
  }),
  default: z.object({ receptionEmails: z.array(z.string()), sound: soundSchema }),
  detail: z.object({
    seatCount: z.number().int().nullable(),
    smokingType: z.enum(SMOKING_TYPE).nullable(),
    parking: z.string(),
    wifi: z.union([z.literal(0), z.literal(1)]),
    paymentNote: z.string(),
    note: z.string(),
  }),
  /** Absolute URL of GET .../qr-code. */
  qrCodeUrl: z.string(),
  /** The page URL the QR code encodes. */
  shopPageUrl: z.string(),
  /** Null until the settings are first saved. */
  updatedAt: z.string().nullish(),
});
export type StoreConfig = z.infer<typeof storeConfigSchema>;
export const storeConfigResponseSchema = z.object({ data: storeConfigSchema });

const versioned = { updatedAt: optionalUpdatedAtSchema };

export const storeBasicSettingsRequestSchema = storeBasicSettingsFormSchema.extend(versioned);
export type StoreBasicSettingsRequest = z.input<typeof storeBasicSettingsRequestSchema>;

export const storeDefaultSettingsRequestSchema = storeDefaultSettingsFormSchema.extend(versioned);
export type StoreDefaultSettingsRequest = z.input<typeof storeDefaultSettingsRequestSchema>;

export const storeDetailSettingsRequestSchema = storeDetailSettingsFormSchema.extend(versioned);
export type StoreDetailSettingsRequest = z.input<typeof storeDetailSettingsRequestSchema>;

export const storeConfigWriteResponseSchema = writeResponseSchema(storeConfigSchema);

export const uploadSoundResponseSchema = writeResponseSchema(soundSchema);
export const defaultSoundResponseSchema = z.object({ data: soundSchema });
