import { z } from 'zod';
import { IMAGE_MIME_TYPES } from '../constants/media';

/**
 * A file picked in the renderer and carried to main as base64 (the bridge carries JSON in the
 * browser dev host), where it becomes a multipart part.
 */
export const uploadedImageSchema = z.object({
  fileName: z.string().min(1).max(255),
  mimeType: z.enum(IMAGE_MIME_TYPES),
  dataBase64: z.string().min(1).max(20_000_000),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
