import type {
  ContentCategory,
  ContentOrderResponse,
  GalleryItem,
  MenuItemRecord,
  MessageResponse,
  TopItem,
} from '@shared/api';
import { call } from '../../bridge/call';
import { answerQuery } from '../../bridge/channelQuery';
import type { AnswerQuery } from '../../bridge/channelQuery';

/** The category calls of one kind, so one category screen serves the gallery, the menu and the top page. */
export interface CategoryCalls {
  /** The channel of the list (asked with the subdomain alone). */
  list: 'galleryCategories.list' | 'menuCategories.list' | 'topCategories.list';
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
  list: 'galleryCategories.list',
  create: (subdomain, name) => call('galleryCategories.create', { subdomain, name }),
  update: (subdomain, id, name, updatedAt) =>
    call('galleryCategories.update', { subdomain, id, name, updatedAt }),
  remove: (subdomain, id, updatedAt) => call('galleryCategories.delete', { subdomain, id, updatedAt }),
  order: (subdomain, ids, orderVersion) => call('galleryCategories.order', { subdomain, ids, orderVersion }),
};

export const MENU_CATEGORIES: CategoryCalls = {
  list: 'menuCategories.list',
  create: (subdomain, name) => call('menuCategories.create', { subdomain, name }),
  update: (subdomain, id, name, updatedAt) =>
    call('menuCategories.update', { subdomain, id, name, updatedAt }),
  remove: (subdomain, id, updatedAt) => call('menuCategories.delete', { subdomain, id, updatedAt }),
  order: (subdomain, ids, orderVersion) => call('menuCategories.order', { subdomain, ids, orderVersion }),
};

export const TOP_CATEGORIES: CategoryCalls = {
  list: 'topCategories.list',
  create: (subdomain, name) => call('topCategories.create', { subdomain, name }),
  update: (subdomain, id, name, updatedAt) =>
    call('topCategories.update', { subdomain, id, name, updatedAt }),
  remove: (subdomain, id, updatedAt) => call('topCategories.delete', { subdomain, id, updatedAt }),
  order: (subdomain, ids, orderVersion) => call('topCategories.order', { subdomain, ids, orderVersion }),
};

/** The item calls one list screen needs, whatever the kind. */
export interface ItemCalls<T> {
  /** The channel of the list, whose answers are read again after a write. */
  list: ItemListChannel;
  /** Every item, of one category or of all, in display order. */
  listQuery: (
    subdomain: string,
    categoryId?: number,
  ) => AnswerQuery<{ data: T[]; orderVersion: number | null }>;
  remove: (subdomain: string, id: number, updatedAt: string | undefined) => Promise<MessageResponse>;
  order: (
    subdomain: string,
    categoryId: number,
    ids: number[],
    orderVersion: number,
  ) => Promise<ContentOrderResponse>;
}

type ItemListChannel = 'gallery.list' | 'menu.list' | 'top.list';

const everything = { noPaginate: true as const, sort: 'position', typeSort: 'ASC' as const };
const itemsOf = (subdomain: string, categoryId?: number) => ({
  subdomain,
  ...everything,
  ...(categoryId === undefined ? {} : { categoryId }),
});

export const GALLERY_ITEMS: ItemCalls<GalleryItem> = {
  list: 'gallery.list',
  listQuery: (subdomain, categoryId) => answerQuery('gallery.list', itemsOf(subdomain, categoryId)),
  remove: (subdomain, id, updatedAt) => call('gallery.delete', { subdomain, id, updatedAt }),
  order: (subdomain, categoryId, ids, orderVersion) =>
    call('gallery.order', { subdomain, categoryId, ids, orderVersion }),
};

export const MENU_ITEMS: ItemCalls<MenuItemRecord> = {
  list: 'menu.list',
  listQuery: (subdomain, categoryId) => answerQuery('menu.list', itemsOf(subdomain, categoryId)),
  remove: (subdomain, id, updatedAt) => call('menu.delete', { subdomain, id, updatedAt }),
  order: (subdomain, categoryId, ids, orderVersion) =>
    call('menu.order', { subdomain, categoryId, ids, orderVersion }),
};

export const TOP_ITEMS: ItemCalls<TopItem> = {
  list: 'top.list',
  listQuery: (subdomain, categoryId) => answerQuery('top.list', itemsOf(subdomain, categoryId)),
  remove: (subdomain, id, updatedAt) => call('top.delete', { subdomain, id, updatedAt }),
  order: (subdomain, categoryId, ids, orderVersion) =>
    call('top.order', { subdomain, categoryId, ids, orderVersion }),
};
