import { z } from 'zod';
import { recordIdField } from './channels/path-params';

/**
 * Stored images and sounds, and the shop QR code: the API's need the bearer token, which only
 * main holds, and every one is checked (type, size) before the page sees it. Main fetches them
 * and hands the renderer a data: URL, or saves the QR code itself.
 */
export const mediaDataUrlRequestSchema = z.object({
  /**
   * A URL the backend gave (imageUrl, logoUrl, sound url, qrCodeUrl): on the API's origin (with
   * the token) or an ImageHosts origin (without it); main refuses any other.
   */
  url: z.string().min(1).max(2048),
});

export interface MediaDataUrl {
  /** `data:<type>;base64,...`, the type read from the bytes (images and sounds only). */
  dataUrl: string;
}

/** The shop's QR code (GET /{subdomain}/stores/{id}/qr-code), saved as PNG through the native dialog. */
export const qrCodeSaveRequestSchema = z.object({
  subdomain: z.string().min(1).max(63),
  id: recordIdField,
});

export interface SavedQrCode {
  savedPath: string;
}
