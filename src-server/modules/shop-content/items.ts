import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { notFound, validationFailed } from '../../platform/errors';
import { assertVersion, nextVersion } from '../../platform/db/versions';
import type { PageRequest } from '../../platform/http/pagination';
import { pageOffset } from '../../platform/http/pagination';
import { apiTime } from '../../platform/http/time';
import { categoryListKey, itemListKey, ownedBy } from './kinds';
import type { ContentKind, ContentOwner } from './kinds';
import { bumpOrder, lockOrder, lockOrders, readOrderVersion, reorderList } from './order';
import { eqWhenGiven } from '../../platform/db/list-helpers';

/** Media ids to the absolute URLs of the image and of its thumbnail. */
export interface MediaLinks {
  image(id: number): string;
  thumbnail(id: number): string;
}

export type ContentItemRow = Record<string, unknown> & {
  id: number;
  categoryId: number;
  categoryName: string;
  position: number;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  registDate: string;
  updatedAt?: string;
};

function itemColumns(kind: ContentKind) {
  const { items, categories } = kind;
  return {
    id: items.id,
    categoryId: items.categoryId,
    categoryName: categories.name,
    position: items.position,
    imageId: items.imageId,
    registDate: items.registDate,
    updatedAt: items.updatedAt,
    ...items.fields,
  };
}

function listQuery(db: Database, kind: ContentKind, where: SQL | undefined) {
  return db
    .select(itemColumns(kind))
    .from(kind.items.table)
    .innerJoin(kind.categories.table, eq(kind.categories.id, kind.items.categoryId))
    .where(where)
    .$dynamic();
}

function toItem(row: Record<string, unknown>, links: MediaLinks): ContentItemRow {
  const { imageId, registDate, updatedAt, ...rest } = row as {
    imageId: number | null;
    registDate: Date;
    updatedAt: Date;
  };
  return {
    ...(rest as Pick<ContentItemRow, 'id' | 'categoryId' | 'categoryName' | 'position'>),
    imageUrl: imageId === null ? null : links.image(imageId),
    thumbnailUrl: imageId === null ? null : links.thumbnail(imageId),
    registDate: apiTime(registDate),
    updatedAt: apiTime(updatedAt),
  };
}

/**
 * The owner's items in display order (category position, then item position), optionally of
 * one category; paged unless `page` is null. With a category, the order version of its list.
 */
export async function listItems(
  db: Database,
  kind: ContentKind,
  owner: ContentOwner,
  filter: { categoryId?: number | undefined },
  page: PageRequest | null,
  links: MediaLinks,
): Promise<{ items: ContentItemRow[]; total: number; orderVersion: number | null }> {
  const where = and(ownedBy(kind.items, owner), eqWhenGiven(kind.items.categoryId, filter.categoryId));
  let query = listQuery(db, kind, where).orderBy(
    asc(kind.categories.position),
    asc(kind.categories.id),
    asc(kind.items.position),
    asc(kind.items.id),
  );
  if (page) query = query.limit(page.limit).offset(pageOffset(page));
  const [rows, [counted], orderVersion] = await Promise.all([
    query,
    db.select({ total: count() }).from(kind.items.table).where(where),
    filter.categoryId === undefined
      ? Promise.resolve(null)
      : readOrderVersion(db, owner.serviceId, itemListKey(kind, filter.categoryId)),
  ]);
  return { items: rows.map((row) => toItem(row, links)), total: counted?.total ?? 0, orderVersion };
}

export async function findItem(
  db: Database,
  kind: ContentKind,
  owner: ContentOwner,
  id: number,
  links: MediaLinks,
): Promise<ContentItemRow | null> {
  const [row] = await listQuery(db, kind, and(ownedBy(kind.items, owner), eq(kind.items.id, id))).limit(1);
  return row ? toItem(row, links) : null;
}

/** The owner's category `categoryId`, else a field error: none at all (「カテゴリが登録されていません。」) or not one of them. */
async function assertOwnCategory(tx: Database, kind: ContentKind, owner: ContentOwner, categoryId: number) {
  const rows = await tx
    .select({ id: kind.categories.id })
    .from(kind.categories.table)
    .where(ownedBy(kind.categories, owner));
  const field = kind.items.categoryField;
  if (rows.length === 0) throw validationFailed([{ name: field, message: ja.errors.noCategory }]);
  if (!rows.some((row) => (row as { id: number }).id === categoryId)) {
    const label = kind.kind === 'top' ? ja.forms.topItem.topCategoryId : ja.forms.gallery.categoryId;
    throw validationFailed([{ name: field, message: fieldMessage(label, ja.validation.unknownChoice) }]);
  }
}

async function nextPosition(tx: Database, kind: ContentKind, categoryId: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${kind.items.position}) + 1, 0)::int` })
    .from(kind.items.table)
    .where(eq(kind.items.categoryId, categoryId));
  return Number(row?.next ?? 0);
}

export interface ItemWrite {
  /** The category, or a function making it inside the transaction (a menu item's new category). */
  category: number | ((tx: Database) => Promise<number>);
  /** The kind's own columns (comment, name, price, ...). */
  values: Record<string, unknown>;
  /** Stores the new image inside the transaction: its id; undefined keeps, null removes. */
  image: (tx: Database) => Promise<number | null | undefined>;
  now: Date;
}

/** Adds an item at the end of its category, under that list's lock. */
export async function createItem(db: Database, kind: ContentKind, owner: ContentOwner, write: ItemWrite) {
  return db.transaction(async (tx) => {
    const categoryId = typeof write.category === 'number' ? write.category : await write.category(tx);
    await assertOwnCategory(tx, kind, owner, categoryId);
    const listKey = itemListKey(kind, categoryId);
    await lockOrder(tx, owner.serviceId, listKey);
    const imageId = await write.image(tx);
    const [row] = await tx
      .insert(kind.items.table)
      .values({
        serviceId: owner.serviceId,
        ...(kind.perShop && owner.shopId !== null ? { shopId: owner.shopId } : {}),
        [kind.items.categoryField]: categoryId,
        imageId: imageId ?? null,
        position: await nextPosition(tx, kind, categoryId),
        registDate: write.now,
        updatedAt: write.now,
        ...write.values,
      } as never)
      .returning({ id: kind.items.id });
    await bumpOrder(tx, owner.serviceId, listKey);
    return (row as { id: number }).id;
  });
}

async function lockedItem(tx: Database, kind: ContentKind, owner: ContentOwner, id: number) {
  const [row] = await tx
    .select({ categoryId: kind.items.categoryId, updatedAt: kind.items.updatedAt })
    .from(kind.items.table)
    .where(and(ownedBy(kind.items, owner), eq(kind.items.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row as { categoryId: number; updatedAt: Date };
}

/** Saves an edit (optimistic locking); a move to another category puts it at that list's end. */
export async function updateItem(
  db: Database,
  kind: ContentKind,
  owner: ContentOwner,
  id: number,
  write: ItemWrite & { updatedAt?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedItem(tx, kind, owner, id);
    assertVersion(current.updatedAt, write.updatedAt);
    const categoryId = typeof write.category === 'number' ? write.category : await write.category(tx);
    await assertOwnCategory(tx, kind, owner, categoryId);
    const moved = categoryId !== current.categoryId;
    const keys = [itemListKey(kind, current.categoryId), itemListKey(kind, categoryId)];
    if (moved) await lockOrders(tx, owner.serviceId, keys);
    const imageId = await write.image(tx);
    await tx
      .update(kind.items.table)
      .set({
        ...write.values,
        ...(imageId === undefined ? {} : { imageId }),
        ...(moved
          ? { [kind.items.categoryField]: categoryId, position: await nextPosition(tx, kind, categoryId) }
          : {}),
        updatedAt: nextVersion(kind.items.updatedAt, write.now),
      } as never)
      .where(eq(kind.items.id, id));
    if (moved) for (const key of keys) await bumpOrder(tx, owner.serviceId, key);
  });
}

export async function deleteItem(
  db: Database,
  kind: ContentKind,
  owner: ContentOwner,
  id: number,
  updatedAt: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedItem(tx, kind, owner, id);
    assertVersion(current.updatedAt, updatedAt);
    const listKey = itemListKey(kind, current.categoryId);
    await lockOrder(tx, owner.serviceId, listKey);
    await tx.delete(kind.items.table).where(eq(kind.items.id, id));
    await bumpOrder(tx, owner.serviceId, listKey);
  });
}

/** A new order of one category's items. */
export async function reorderItems(
  db: Database,
  kind: ContentKind,
  owner: ContentOwner,
  request: { categoryId: number; ids: number[]; orderVersion: number },
): Promise<number> {
  await assertOwnCategory(db, kind, owner, request.categoryId);
  return reorderList(db, {
    serviceId: owner.serviceId,
    listKey: itemListKey(kind, request.categoryId),
    table: kind.items.table,
    id: kind.items.id,
    members: and(ownedBy(kind.items, owner), eq(kind.items.categoryId, request.categoryId)),
    ids: request.ids,
    orderVersion: request.orderVersion,
  });
}

/** A new order of the owner's categories. */
export function reorderCategories(
  db: Database,
  kind: ContentKind,
  owner: ContentOwner,
  request: { ids: number[]; orderVersion: number },
): Promise<number> {
  return reorderList(db, {
    serviceId: owner.serviceId,
    listKey: categoryListKey(kind, owner),
    table: kind.categories.table,
    id: kind.categories.id,
    members: ownedBy(kind.categories, owner),
    ids: request.ids,
    orderVersion: request.orderVersion,
  });
}
