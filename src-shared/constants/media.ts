/** Uploads the reference server keeps: shop images, service logos and reception sounds. */
export const IMAGE_MAX_SIZE_MB = 5;
export const SOUND_MAX_SIZE_MB = 3;

/** Image types accepted (checked by their first bytes, not by the name). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

export const SOUND_MIME_TYPES = ['audio/mpeg', 'audio/wav'] as const;
export type SoundMimeType = (typeof SOUND_MIME_TYPES)[number];
export const SOUND_EXTENSIONS = ['mp3', 'wav'] as const;

/** A shop accepts orders and reservations at up to this many reception addresses. */
export const MAX_RECEPTION_EMAILS = 5;
