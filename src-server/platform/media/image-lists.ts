import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** A table of the ordered images of a record (news_images, push_template_images): one row an image. */
export interface ImageListTable {
  table: PgTable;
  /** The record the image is of. */
  owner: AnyPgColumn;
  mediaId: AnyPgColumn;
  position: AnyPgColumn;
}

/** The media ids of a record's images, in their order. */
export async function listedImageIds(db: Database, list: ImageListTable, ownerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sql<number>`${list.mediaId}` })
    .from(list.table)
    .where(eq(list.owner, ownerId))
    .orderBy(asc(list.position));
  return rows.map((row) => row.id);
}
