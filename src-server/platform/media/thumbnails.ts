import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { THUMBNAIL_MAX_EDGE, THUMBNAIL_MIME_TYPE } from '@shared/constants';
import { ja } from '@shared/messages';
import type { Database } from '../db/client';
import { mediaFiles } from '../db/schema';
import { mediaThumbnails } from './schema';
import { validationFailed } from '../errors';
import type { UploadedFile } from '../http/multipart';
import { saveMedia } from './store';

export interface Thumbnail {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The small copy a list shows: fit inside THUMBNAIL_MAX_EDGE (never enlarged), turned as its
 * EXIF says, WebP. The first frame of an animation. Throws when the bytes are not a readable image.
 */
export async function makeThumbnail(data: Buffer): Promise<Thumbnail> {
  const { data: out, info } = await sharp(data, { animated: false, limitInputPixels: 40_000_000 })
    .rotate()
    .resize({
      width: THUMBNAIL_MAX_EDGE,
      height: THUMBNAIL_MAX_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 78 })
    .toBuffer({ resolveWithObject: true });
  return { data: out, width: info.width, height: info.height };
}

/** An uploaded image whose thumbnail is made (outside any transaction: it takes a few ms). */
export interface PreparedImage {
  file: UploadedFile;
  thumbnail: Thumbnail;
}

/**
 * Makes the thumbnail of an upload. An image whose first bytes name a known type but which
 * cannot be read is refused on its field like a wrong type (「画像ファイルの拡張子が正しくありません。」).
 */
export async function prepareImage(file: UploadedFile, field: string): Promise<PreparedImage> {
  const thumbnail = await makeThumbnail(file.data).catch(() => {
    throw validationFailed([{ name: field, message: ja.errors.imageExtension }]);
  });
  return { file, thumbnail };
}

/** Stores a prepared image and its thumbnail; answers the media id. */
export async function storeImage(
  db: Database,
  image: PreparedImage,
  owner: { serviceId: number; uploadedBy: number | null },
): Promise<number> {
  const id = await saveMedia(db, { ...owner, kind: 'image', file: image.file });
  await db.insert(mediaThumbnails).values({ mediaId: id, mimeType: THUMBNAIL_MIME_TYPE, ...image.thumbnail });
  return id;
}

/** The thumbnail of a stored image of the service, if it has one. */
export async function findThumbnailOfService(db: Database, serviceId: number, mediaId: number) {
  const [row] = await db
    .select({ mimeType: mediaThumbnails.mimeType, data: mediaThumbnails.data })
    .from(mediaThumbnails)
    .innerJoin(mediaFiles, eq(mediaFiles.id, mediaThumbnails.mediaId))
    .where(and(eq(mediaThumbnails.mediaId, mediaId), eq(mediaFiles.serviceId, serviceId)))
    .limit(1);
  return row ?? null;
}
