import type {
  ContentCategory,
  ContentCategoryListResponse,
  ContentOrderResponse,
  GalleryItem,
  MenuItemRecord,
  MessageResponse,
  TopItem,
} from '@shared/api';
import { call } from '../../bridge/call';

/** The category calls of one kind, so one category screen serves the gallery, the menu and the top page. */
export interface CategoryCalls {
  key: string;
  list: (subdomain: string) => Promise<ContentCategoryListResponse>;
  create: (subdomain: string, name: string) => Promise<{ message: string; data: ContentCategory }>;
  update: (
    subdomain: string,
    id: number,
    name: string,
    updatedAt: string | undefined,
  ) => Promise<{ message: string; data: ContentCategory }>;
  remove: (subdomain: string, id: number, updatedAt: string | undefined) => Promise<MessageResponse>;
  order: (subdomain: string, ids: number[], orderVersion: number) => Promise<ContentOrderResponse>;
}

export const GALLERY_CATEGORIES: CategoryCalls = {
  key: 'galleryCategories.list',
  list: (subdomain) => call('galleryCategories.list', { subdomain }),
  create: (subdomain, name) => call('galleryCategories.create', { subdomain, name }),
  update: (subdomain, id, name, updatedAt) =>
    call('galleryCategories.update', { subdomain, id, name, updatedAt }),
  remove: (subdomain, id, updatedAt) => call('galleryCategories.delete', { subdomain, id, updatedAt }),
  order: (subdomain, ids, orderVersion) => call('galleryCategories.order', { subdomain, ids, orderVersion }),
};

export const MENU_CATEGORIES: CategoryCalls = {
  key: 'menuCategories.list',
  list: (subdomain) => call('menuCategories.list', { subdomain }),
  create: (subdomain, name) => call('menuCategories.create', { subdomain, name }),
  update: (subdomain, id, name, updatedAt) =>
    call('menuCategories.update', { subdomain, id, name, updatedAt }),
  remove: (subdomain, id, updatedAt) => call('menuCategories.delete', { subdomain, id, updatedAt }),
  order: (subdomain, ids, orderVersion) => call('menuCategories.order', { subdomain, ids, orderVersion }),
};

export const TOP_CATEGORIES: CategoryCalls = {
  key: 'topCategories.list',
  list: (subdomain) => call('topCategories.list', { subdomain }),
  create: (subdomain, name) => call('topCategories.create', { subdomain, name }),
  update: (subdomain, id, name, updatedAt) =>
    call('topCategories.update', { subdomain, id, name, updatedAt }),
  remove: (subdomain, id, updatedAt) => call('topCategories.delete', { subdomain, id, updatedAt }),
  order: (subdomain, ids, orderVersion) => call('topCategories.order', { subdomain, ids, orderVersion }),
};

/** The item calls one list screen needs, whatever the kind. */
export interface ItemCalls<T> {
  key: string;
  /** Every item, of one category or of all, in display order. */
  list: (subdomain: string, categoryId?: number) => Promise<{ data: T[]; orderVersion: number | null }>;
  remove: (subdomain: string, id: number, updatedAt: string | undefined) => Promise<MessageResponse>;
  order: (
    subdomain: string,
    categoryId: number,
    ids: number[],
    orderVersion: number,
  ) => Promise<ContentOrderResponse>;
}

const everything = { noPaginate: true as const, sort: 'position', typeSort: 'ASC' as const };
const ofCategory = (categoryId?: number) => (categoryId === undefined ? {} : { categoryId });

export const GALLERY_ITEMS: ItemCalls<GalleryItem> = {
  key: 'gallery.list',
  list: (subdomain, categoryId) =>
    call('gallery.list', { subdomain, ...everything, ...ofCategory(categoryId) }),
  remove: (subdomain, id, updatedAt) => call('gallery.delete', { subdomain, id, updatedAt }),
  order: (subdomain, categoryId, ids, orderVersion) =>
    call('gallery.order', { subdomain, categoryId, ids, orderVersion }),
};

export const MENU_ITEMS: ItemCalls<MenuItemRecord> = {
  key: 'menu.list',
  list: (subdomain, categoryId) => call('menu.list', { subdomain, ...everything, ...ofCategory(categoryId) }),
  remove: (subdomain, id, updatedAt) => call('menu.delete', { subdomain, id, updatedAt }),
  order: (subdomain, categoryId, ids, orderVersion) =>
    call('menu.order', { subdomain, categoryId, ids, orderVersion }),
};

export const TOP_ITEMS: ItemCalls<TopItem> = {
  key: 'top.list',
  list: (subdomain, categoryId) => call('top.list', { subdomain, ...everything, ...ofCategory(categoryId) }),
  remove: (subdomain, id, updatedAt) => call('top.delete', { subdomain, id, updatedAt }),
  order: (subdomain, categoryId, ids, orderVersion) =>
    call('top.order', { subdomain, categoryId, ids, orderVersion }),
};
