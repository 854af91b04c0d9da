/**
 * The gallery, the menu and the top-page display of a service's app (issue 15). Gallery and
 * menu rows belong to a service and one of its shops; top rows to a service. Each list has a
 * position column (0 first) and an order version in content_orders, which every reorder,
 * create and delete of that list moves under a row lock, so concurrent reorders never
 * interleave and a client that read an older order gets 409.
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CONTENT_CATEGORY_NAME_MAX_LENGTH } from '@shared/constants';
import { mediaFiles, serviceIdColumn, shopIdColumn, timestamps } from '../../platform/db/schema';

const categoryName = () => varchar('name', { length: CONTENT_CATEGORY_NAME_MAX_LENGTH }).notNull();
const position = () => integer('position').notNull();

/**
 * What holds for every item of an ordered category list (gallery, menu, top): its category is
 * of its own owner (shop or service) and, in use, is not deleted (no cascade: 「このカテゴリは
 * 使用されています」); a category's items are read in position order; a position is never negative.
 */
function categoryItemRules(
  name: string,
  item: { id: AnyPgColumn; category: AnyPgColumn; owner: AnyPgColumn; position: AnyPgColumn },
  category: { id: AnyPgColumn; owner: AnyPgColumn },
) {
  return [
    foreignKey({
      name: `${name}_category_fk`,
      columns: [item.category, item.owner],
      foreignColumns: [category.id, category.owner],
    }).onDelete('restrict'),
    index(`${name}_category_position_idx`).on(item.category, item.position, item.id),
    index(`${name}_${item.owner.name.replace(/_id$/, '')}_idx`).on(item.owner),
    check(`${name}_position_check`, sql`${item.position} >= 0`),
  ];
}

/**
 * A shop's categories of one list (gallery, menu): names unique within the shop, kept in order.
 * The two tables are the same but for their names.
 */
function shopCategoryTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      serviceId: serviceIdColumn(),
      shopId: shopIdColumn(),
      name: categoryName(),
      position: position(),
      ...timestamps,
    },
    (table) => [
      unique(`${name}_shop_name_unique`).on(table.shopId, table.name),
      // The target of the items' (category, shop) key: an item's category is of its own shop.
      unique(`${name}_id_shop_unique`).on(table.id, table.shopId),
      index(`${name}_shop_position_idx`).on(table.shopId, table.position, table.id),
      check(`${name}_name_check`, sql`btrim(${table.name}) <> ''`),
      check(`${name}_position_check`, sql`${table.position} >= 0`),
    ],
  );
}

export const galleryCategories = shopCategoryTable('gallery_categories');

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    shopId: shopIdColumn(),
    categoryId: integer('category_id').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    comment: text('comment').notNull().default(''),
    position: position(),
    ...timestamps,
  },
  (table) =>
    categoryItemRules(
      'gallery_items',
      { id: table.id, category: table.categoryId, owner: table.shopId, position: table.position },
      { id: galleryCategories.id, owner: galleryCategories.shopId },
    ),
);

export const menuCategories = shopCategoryTable('menu_categories');

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    shopId: shopIdColumn(),
    categoryId: integer('category_id').notNull(),
    imageId: integer('image_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    comment: text('comment').notNull().default(''),
    /** Whole yen, tax included as the shop shows it. */
    price: integer('price').notNull(),
    position: position(),
    ...timestamps,
  },
  (table) => [
    ...categoryItemRules(
      'menu_items',
      { id: table.id, category: table.categoryId, owner: table.shopId, position: table.position },
      { id: menuCategories.id, owner: menuCategories.shopId },
    ),
    check('menu_items_price_check', sql`${table.price} >= 0`),
    check('menu_items_name_check', sql`btrim(${table.name}) <> ''`),
  ],
);

export const topCategories = pgTable(
  'top_categories',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    name: categoryName(),
    position: position(),
    ...timestamps,
  },
  (table) => [
    unique('top_categories_service_name_unique').on(table.serviceId, table.name),
    unique('top_categories_id_service_unique').on(table.id, table.serviceId),
    index('top_categories_service_position_idx').on(table.serviceId, table.position, table.id),
    check('top_categories_name_check', sql`btrim(${table.name}) <> ''`),
    check('top_categories_position_check', sql`${table.position} >= 0`),
  ],
);

export const topItems = pgTable(
  'top_items',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    topCategoryId: integer('top_category_id').notNull(),
    name: text('name').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    /** Where a tap leads ('' for nowhere). */
    redirectUrl: text('redirect_url').notNull().default(''),
    position: position(),
    ...timestamps,
  },
  (table) => [
    ...categoryItemRules(
      'top_items',
      { id: table.id, category: table.topCategoryId, owner: table.serviceId, position: table.position },
      { id: topCategories.id, owner: topCategories.serviceId },
    ),
    check('top_items_name_check', sql`btrim(${table.name}) <> ''`),
  ],
);

/**
 * The order version of one list of a service (`galleryCategories:<shopId>`,
 * `galleryItems:<categoryId>`, `topCategories`, ...). Its row is the lock every change of
 * that list's order or membership takes.
 */
export const contentOrders = pgTable(
  'content_orders',
  {
    serviceId: serviceIdColumn(),
    listKey: varchar('list_key', { length: 64 }).notNull(),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'content_orders_pk', columns: [table.serviceId, table.listKey] }),
    check('content_orders_version_check', sql`${table.version} >= 0`),
  ],
);
