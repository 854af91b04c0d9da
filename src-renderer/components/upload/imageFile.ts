import { BYTES_PER_MEGABYTE, fileExtension, IMAGE_EXTENSIONS, IMAGE_MIME_TYPES } from '@shared/constants';
import type { UploadedImage } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';

/** The spec's checks of a picked image: extension, then size. Returns the message or null. */
export function checkImageFile(file: { name: string; size: number; type: string }, maxSizeMb: number): string | null {
  const extension = fileExtension(file.name);
  if (
    !(IMAGE_EXTENSIONS as readonly string[]).includes(extension) ||
    !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)
  ) {
    return ja.errors.imageExtension;
  }
  if (file.size > maxSizeMb * BYTES_PER_MEGABYTE) return formatMessage(ja.errors.imageTooLarge, { maxSize: maxSizeMb });
  return null;
}

/** A picked file's bytes as base64, the form the bridge carries files in. */
export async function readFileBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/** Reads a picked file into the bridge's upload shape. */
export async function readImageFile(file: File): Promise<UploadedImage> {
  return { fileName: file.name, mimeType: file.type as UploadedImage['mimeType'], dataBase64: await readFileBase64(file) };
}
