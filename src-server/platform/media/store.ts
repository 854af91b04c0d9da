import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mediaFiles } from '../db/schema';
import type { UploadedFile } from '../http/multipart';

export type MediaKind = 'image' | 'sound';

export interface NewMedia {
  serviceId: number | null;
  uploadedBy: number | null;
  kind: MediaKind;
  file: UploadedFile;
}

export async function saveMedia(
  db: Database,
  { serviceId, uploadedBy, kind, file }: NewMedia,
): Promise<number> {
  const [row] = await db
    .insert(mediaFiles)
    .values({
      serviceId,
      uploadedBy,
      kind,
      mimeType: file.mimeType,
      fileName: file.fileName,
      byteSize: file.data.length,
      data: file.data,
    })
    .returning({ id: mediaFiles.id });
  if (!row) throw new Error('media file was not saved');
  return row.id;
}

/** A stored file with its bytes, if it belongs to the service. */
export async function findMediaOfService(db: Database, serviceId: number, id: number) {
  const [row] = await db
    .select({ mimeType: mediaFiles.mimeType, fileName: mediaFiles.fileName, data: mediaFiles.data })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, id), eq(mediaFiles.serviceId, serviceId)))
    .limit(1);
  return row ?? null;
}

/** A sound of the service, without its bytes (to check a chosen soundId and to describe it). */
export async function findSoundOfService(db: Database, serviceId: number, id: number) {
  const [row] = await db
    .select({ id: mediaFiles.id, mimeType: mediaFiles.mimeType, fileName: mediaFiles.fileName })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, id), eq(mediaFiles.serviceId, serviceId), eq(mediaFiles.kind, 'sound')))
    .limit(1);
  return row ?? null;
}

/** An edit's image field: a file sent, or the removal of the saved image asked for. */
export interface ImageUpload {
  serviceId: number;
  uploadedBy: number;
  file: UploadedFile | undefined;
  remove: boolean;
}

/** The image field of a request, by its caller in its service. */
export function imageUploadOf(
  { tenant, caller }: { tenant: { id: number }; caller: { userId: number } },
  file: UploadedFile | undefined,
  remove = false,
): ImageUpload {
  return { serviceId: tenant.id, uploadedBy: caller.userId, file, remove };
}

/**
 * What an edit with an image field does to the saved image: a new file is stored (its id), a
 * removal asked for is null, and neither leaves it as it is (undefined).
 */
export async function imageChange(db: Database, upload: ImageUpload): Promise<number | null | undefined> {
  if (upload.file) return saveMedia(db, { ...upload, kind: 'image', file: upload.file });
  return upload.remove ? null : undefined;
}

/** The images of a field of several files (`images[]`), stored in the order sent; their ids. */
export async function saveImages(
  db: Database,
  upload: { serviceId: number; uploadedBy: number },
  files: readonly UploadedFile[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const file of files) ids.push(await saveMedia(db, { ...upload, kind: 'image', file }));
  return ids;
}
