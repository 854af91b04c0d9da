import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ContentCategory } from '@shared/api';
import { MAX_CATEGORIES_OR_TAGS } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { DomainError, invalidField, notFound, validationFailed } from '../../platform/errors';
import { assertVersion, nextVersion } from '../../platform/db/versions';
import { apiTimestamps } from '../../platform/http/time';
import { categoryListKey, itemListKey, ownedBy } from './kinds';
import { bumpOrder, dropOrder, lockOrder, readOrderVersion } from './order';
import type { ContentKind, ContentOwner } from './kinds';
import { qualified } from '../../platform/db/qualified';
import { otherThan } from '../../platform/db/exists';

function categoryColumns(kind: ContentKind) {
  const { categories, items } = kind;
  return {
    id: categories.id,
    name: categories.name,
    position: categories.position,
    itemCount: sql<number>`(select count(*)::int from ${items.table} where ${items.categoryId} = ${qualified(categories.id)})`,
    registDate: categories.registDate,
    updatedAt: categories.updatedAt,
  };
}

type CategoryRow = {
  id: number;
  name: string;
  position: number;
  itemCount: number;
  registDate: Date;
  updatedAt: Date;
};

function toCategory(row: CategoryRow): ContentCategory {
  return {
    ...row,
    itemCount: Number(row.itemCount),
    ...apiTimestamps(row),
  };
}

/** Every category of the owner, in display order, with the list's order version. */
export async function listCategories(db: Database, kind: ContentKind, owner: ContentOwner) {
  const [rows, orderVersion] = await Promise.all([
    db
      .select(categoryColumns(kind))
      .from(kind.categories.table)
      .where(ownedBy(kind.categories, owner))
      .orderBy(asc(kind.categories.position), asc(kind.categories.id)),
    readOrderVersion(db, owner.serviceId, categoryListKey(kind, owner)),
  ]);
  return { data: (rows as CategoryRow[]).map(toCategory), orderVersion };
}

export async function findCategory(
  db: Database,
  kind: ContentKind,
  owner: ContentOwner,
  id: number,
): Promise<ContentCategory | null> {
  const [row] = await db
    .select(categoryColumns(kind))
    .from(kind.categories.table)
    .where(and(ownedBy(kind.categories, owner), eq(kind.categories.id, id)))
    .limit(1);
  return row ? toCategory(row as CategoryRow) : null;
}

const nameError = (message: string) => validationFailed([{ name: 'name', message }]);

async function assertNameFree(
  tx: Database,
  kind: ContentKind,
  owner: ContentOwner,
  name: string,
  exceptId?: number,
) {
  const [taken] = await tx
    .select({ id: kind.categories.id })
    .from(kind.categories.table)
    .where(
      and(
        ownedBy(kind.categories, owner),
        eq(kind.categories.name, name),
        otherThan(kind.categories.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw nameError(ja.errors.duplicateCategoryName);
}

/**
 * Adds a category at the end, under the lock of the owner's category list: at most
 * MAX_CATEGORIES_OR_TAGS (「カテゴリは10個まで登録できます。」), names unique. `field` is where
 * the errors go (a menu item's new category reports on categoryName).
 */
export async function createCategoryIn(
  tx: Database,
  kind: ContentKind,
  owner: ContentOwner,
  name: string,
  now: Date,
  field = 'name',
): Promise<number> {
  const listKey = categoryListKey(kind, owner);
  await lockOrder(tx, owner.serviceId, listKey);
  const [counted] = await tx
    .select({ total: count(), next: sql<number>`coalesce(max(${kind.categories.position}) + 1, 0)::int` })
    .from(kind.categories.table)
    .where(ownedBy(kind.categories, owner));
  const onField = (error: DomainError) =>
    field === 'name'
      ? error
      : validationFailed((error.errors ?? []).map((entry) => ({ ...entry, name: field })));
  if ((counted?.total ?? 0) >= MAX_CATEGORIES_OR_TAGS) {
    throw onField(
      nameError(
        fieldMessage(ja.forms.contentCategory.categories, ja.validation.maxCategoriesOrTags, {
          max: MAX_CATEGORIES_OR_TAGS,
        }),
      ),
    );
  }
  try {
    await assertNameFree(tx, kind, owner, name);
  } catch (error) {
    throw error instanceof DomainError ? onField(error) : error;
  }
  const [row] = await tx
    .insert(kind.categories.table)
    .values({
      serviceId: owner.serviceId,
      ...(owner.shopId !== null && kind.perShop ? { shopId: owner.shopId } : {}),
      name,
      position: Number(counted?.next ?? 0),
      registDate: now,
      updatedAt: now,
    } as never)
    .returning({ id: kind.categories.id });
  await bumpOrder(tx, owner.serviceId, listKey);
  if (!row) throw new Error('category was not saved');
  return (row as { id: number }).id;
}

export function createCategory(
  db: Database,
  kind: ContentKind,
  owner: ContentOwner,
  name: string,
  now: Date,
) {
  return db.transaction((tx) => createCategoryIn(tx, kind, owner, name, now));
}

async function lockedCategory(tx: Database, kind: ContentKind, owner: ContentOwner, id: number) {
  const [row] = await tx
    .select({ updatedAt: kind.categories.updatedAt })
    .from(kind.categories.table)
    .where(and(ownedBy(kind.categories, owner), eq(kind.categories.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row as { updatedAt: Date };
}

/** Renames a category (optimistic locking on updatedAt); names stay unique. */
export async function renameCategory(
  db: Database,
  kind: ContentKind,
  owner: ContentOwner,
  change: { id: number; name: string; updatedAt?: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx, owner.serviceId, categoryListKey(kind, owner));
    const current = await lockedCategory(tx, kind, owner, change.id);
    assertVersion(current.updatedAt, change.updatedAt);
    await assertNameFree(tx, kind, owner, change.name, change.id);
    await tx
      .update(kind.categories.table)
      .set({ name: change.name, updatedAt: nextVersion(kind.categories.updatedAt, change.now) } as never)
      .where(eq(kind.categories.id, change.id));
  });
}

/** Deletes an empty category; one with items is refused (「このカテゴリは使用されています」). */
export async function deleteCategory(
  db: Database,
  kind: ContentKind,
  owner: ContentOwner,
  id: number,
  updatedAt: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const listKey = categoryListKey(kind, owner);
    await lockOrder(tx, owner.serviceId, listKey);
    const current = await lockedCategory(tx, kind, owner, id);
    assertVersion(current.updatedAt, updatedAt);
    // The items list's lock: no item is added to the category while it goes.
    await lockOrder(tx, owner.serviceId, itemListKey(kind, id));
    const [used] = await tx
      .select({ total: count() })
      .from(kind.items.table)
      .where(eq(kind.items.categoryId, id));
    if ((used?.total ?? 0) > 0) {
      throw invalidField('id', ja.shopContent.categoryInUse);
    }
    await tx.delete(kind.categories.table).where(eq(kind.categories.id, id));
    await dropOrder(tx, owner.serviceId, itemListKey(kind, id));
    await bumpOrder(tx, owner.serviceId, listKey);
  });
}
