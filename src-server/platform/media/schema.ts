/**
 * The small copies of stored images that lists show.
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { bytea, mediaFiles } from '../db/schema';

/** The small copy of a stored image that lists show (THUMBNAIL_MAX_EDGE, WebP). */
export const mediaThumbnails = pgTable(
  'media_thumbnails',
  {
    mediaId: integer('media_id')
      .primaryKey()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    mimeType: varchar('mime_type', { length: 64 }).notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [check('media_thumbnails_size_check', sql`${table.width} > 0 and ${table.height} > 0`)],
);
