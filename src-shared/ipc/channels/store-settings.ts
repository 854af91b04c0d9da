import { z } from 'zod';
import {
  defaultSoundResponseSchema,
  storeBasicSettingsRequestSchema,
  storeConfigResponseSchema,
  storeConfigWriteResponseSchema,
  storeDefaultSettingsRequestSchema,
  storeDetailSettingsRequestSchema,
  uploadSoundResponseSchema,
} from '../../api/store-settings';
import { uploadedImageSchema } from '../../api/upload';
import { SOUND_MIME_TYPES } from '../../constants/media';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordPath, servicePath } from './path-params';

/** A sound file picked in the renderer, carried to main as base64 like an UploadedImage. */
export const uploadedSoundSchema = z.object({
  fileName: z.string().min(1).max(255),
  mimeType: z.enum(SOUND_MIME_TYPES),
  dataBase64: z.string().min(1).max(20_000_000),
});
export type UploadedSound = z.infer<typeof uploadedSoundSchema>;

/**
 * `updatedAt` in its three states over multipart, which leaves null values out: a version goes
 * as it is; null (settings never saved: the first save) as empty text, which the API reads as
 * null; absent (the backend answered no version) stays absent, and nothing is checked.
 */
const multipartUpdatedAt = {
  updatedAt: z
    .string()
    .max(64)
    .nullish()
    .transform((value) => (value === null ? '' : value)),
};

/** Store settings of one shop (store and group roles), spec section 7. */
export const storeSettingsChannels = {
  'storeSettings.get': apiChannel({
    method: 'GET',
    path: API_PATHS.storeSettings.config,
    request: z.object(recordPath),
    response: storeConfigResponseSchema,
  }),
  'storeSettings.updateBasic': apiChannel({
    method: 'POST',
    path: API_PATHS.storeSettings.basic,
    request: storeBasicSettingsRequestSchema.extend({
      ...recordPath,
      ...multipartUpdatedAt,
      image: uploadedImageSchema.optional(),
    }),
    response: storeConfigWriteResponseSchema,
    multipart: true,
  }),
  'storeSettings.updateDefault': apiChannel({
    method: 'POST',
    path: API_PATHS.storeSettings.default,
    request: storeDefaultSettingsRequestSchema.extend({
      ...recordPath,
      ...multipartUpdatedAt,
      sound: uploadedSoundSchema.optional(),
    }),
    response: storeConfigWriteResponseSchema,
    multipart: true,
  }),
  'storeSettings.updateDetail': apiChannel({
    method: 'POST',
    path: API_PATHS.storeSettings.detail,
    request: storeDetailSettingsRequestSchema.extend(recordPath),
    response: storeConfigWriteResponseSchema,
  }),
  'storeSettings.uploadSound': apiChannel({
    method: 'POST',
    path: API_PATHS.storeSettings.uploadSound,
    request: z.object({ ...servicePath, sound: uploadedSoundSchema }),
    response: uploadSoundResponseSchema,
    multipart: true,
  }),
  'storeSettings.defaultSound': apiChannel({
    method: 'GET',
    path: API_PATHS.storeSettings.defaultSound,
    request: z.object(servicePath),
    response: defaultSoundResponseSchema,
  }),
} as const;
