import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ShopContentKind } from '@shared/constants';
import { API_PATHS } from '@shared/api';
import type { ContentPaths } from '@shared/api';
import { ja } from '@shared/messages';
import type { RouteName } from '@shared/routes';
import {
  galleryCategories,
  galleryItems,
  menuCategories,
  menuItems,
  topCategories,
  topItems,
} from './schema';

/**
 * What the gallery, the menu and the top page have in common: categories in an order, and
 * items in an order within each category. Gallery and menu rows are a shop's (the store
 * user's own shop); top rows are the service's.
 */
export interface ContentKind {
  kind: ShopContentKind;
  /** Its endpoints' paths (API_PATHS.gallery, .menus, .top). */
  paths: ContentPaths;
  routes: { categories: RouteName; list: RouteName; create: RouteName; edit: RouteName };
  /** Whether the rows belong to a shop (gallery, menu) or to the whole service (top). */
  perShop: boolean;
  categories: {
    table: PgTable;
    id: AnyPgColumn;
    serviceId: AnyPgColumn;
    shopId: AnyPgColumn | null;
    name: AnyPgColumn;
    position: AnyPgColumn;
    registDate: AnyPgColumn;
    updatedAt: AnyPgColumn;
  };
  items: {
    table: PgTable;
    id: AnyPgColumn;
    serviceId: AnyPgColumn;
    shopId: AnyPgColumn | null;
    categoryId: AnyPgColumn;
    /** The request field naming the category (categoryId, topCategoryId). */
    categoryField: string;
    imageId: AnyPgColumn;
    position: AnyPgColumn;
    registDate: AnyPgColumn;
    updatedAt: AnyPgColumn;
    /** The kind's own fields, by their API names. */
    fields: Record<string, AnyPgColumn>;
  };
  image: { required: boolean; label: string };
}

export const GALLERY: ContentKind = {
  kind: 'gallery',
  paths: API_PATHS.gallery,
  routes: {
    categories: 'galleryCategoryList',
    list: 'galleryList',
    create: 'galleryCreate',
    edit: 'galleryEdit',
  },
  perShop: true,
  categories: { ...galleryCategories, table: galleryCategories },
  items: {
    ...galleryItems,
    table: galleryItems,
    categoryField: 'categoryId',
    fields: { comment: galleryItems.comment },
  },
  image: { required: true, label: ja.forms.gallery.image },
};

export const MENU: ContentKind = {
  kind: 'menu',
  paths: API_PATHS.menus,
  routes: { categories: 'menuCategoryList', list: 'menuList', create: 'menuCreate', edit: 'menuEdit' },
  perShop: true,
  categories: { ...menuCategories, table: menuCategories },
  items: {
    ...menuItems,
    table: menuItems,
    categoryField: 'categoryId',
    fields: { name: menuItems.name, comment: menuItems.comment, price: menuItems.price },
  },
  image: { required: false, label: ja.forms.menu.image },
};

export const TOP: ContentKind = {
  kind: 'top',
  paths: API_PATHS.top,
  routes: { categories: 'topCategoryList', list: 'topList', create: 'topCreate', edit: 'topEdit' },
  perShop: false,
  categories: { ...topCategories, shopId: null, table: topCategories },
  items: {
    ...topItems,
    shopId: null,
    categoryId: topItems.topCategoryId,
    table: topItems,
    categoryField: 'topCategoryId',
    fields: { name: topItems.name, redirectUrl: topItems.redirectUrl },
  },
  image: { required: true, label: ja.forms.topItem.image },
};

/** Whose rows a request works on: the service, and for gallery and menu the store's shop. */
export interface ContentOwner {
  serviceId: number;
  shopId: number | null;
}

export function ownedBy(
  columns: { serviceId: AnyPgColumn; shopId: AnyPgColumn | null },
  owner: ContentOwner,
): SQL | undefined {
  return and(
    eq(columns.serviceId, owner.serviceId),
    columns.shopId && owner.shopId !== null ? eq(columns.shopId, owner.shopId) : undefined,
  );
}

export const categoryListKey = (kind: ContentKind, owner: ContentOwner) =>
  `${kind.kind}Categories:${owner.shopId ?? 'service'}`;
export const itemListKey = (kind: ContentKind, categoryId: number) => `${kind.kind}Items:${categoryId}`;
