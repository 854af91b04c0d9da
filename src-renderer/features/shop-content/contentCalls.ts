import type {
  ContentCategory,
  ContentOrderResponse,
  GalleryItem,
  MenuItemRecord,
  MessageResponse,
  TopItem,
} from '@shared/api';
import type { ChannelResult } from '@shared/ipc';
import { ja } from '@shared/messages';
import type { RouteName } from '@shared/routes';
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

/** One kind of the app's items (gallery photos, menu items, top items): its channels, screens and form. */
export interface ContentKind {
  /** The kind's categories. */
  categories: CategoryCalls;
  /** The channel of the list, whose answers are read again after a write. */
  list: ItemListChannel;
  /** The channel of one item, read again after its edit. */
  detail: ItemDetailChannel;
  /** The kind's screens (each takes the subdomain; edit takes the item's id too). */
  routes: { list: RouteName; create: RouteName; edit: RouteName; categoryList: RouteName };
  /** The pages a category is created and renamed on (top); without them, in place on the list. */
  categoryPages?: { create: RouteName; edit: RouteName };
  /** The label of the image field, and the test id of the create and edit form. */
  form: { imageLabel: string; testId: string };
}

/** A kind with the item calls its list screen needs. */
export interface ItemCalls<T> extends ContentKind {
  /** The channel answering `{ data: T }`. */
  detail: DetailChannelOf<T>;
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
export type ItemDetailChannel = 'gallery.get' | 'menu.get' | 'top.get';

/** The detail channel whose answer is `{ data: T }`. */
export type DetailChannelOf<T> = {
  [C in ItemDetailChannel]: ChannelResult<C> extends { data: T } ? C : never;
}[ItemDetailChannel];

const everything = { noPaginate: true as const, sort: 'position', typeSort: 'ASC' as const };
const itemsOf = (subdomain: string, categoryId?: number) => ({
  subdomain,
  ...everything,
  ...(categoryId === undefined ? {} : { categoryId }),
});

export const GALLERY_ITEMS: ItemCalls<GalleryItem> = {
  categories: GALLERY_CATEGORIES,
  list: 'gallery.list',
  detail: 'gallery.get',
  routes: {
    list: 'galleryList',
    create: 'galleryCreate',
    edit: 'galleryEdit',
    categoryList: 'galleryCategoryList',
  },
  form: { imageLabel: ja.forms.gallery.image, testId: 'gallery-form' },
  listQuery: (subdomain, categoryId) => answerQuery('gallery.list', itemsOf(subdomain, categoryId)),
  remove: (subdomain, id, updatedAt) => call('gallery.delete', { subdomain, id, updatedAt }),
  order: (subdomain, categoryId, ids, orderVersion) =>
    call('gallery.order', { subdomain, categoryId, ids, orderVersion }),
};

export const MENU_ITEMS: ItemCalls<MenuItemRecord> = {
  categories: MENU_CATEGORIES,
  list: 'menu.list',
  detail: 'menu.get',
  routes: { list: 'menuList', create: 'menuCreate', edit: 'menuEdit', categoryList: 'menuCategoryList' },
  form: { imageLabel: ja.forms.menu.image, testId: 'menu-form' },
  listQuery: (subdomain, categoryId) => answerQuery('menu.list', itemsOf(subdomain, categoryId)),
  remove: (subdomain, id, updatedAt) => call('menu.delete', { subdomain, id, updatedAt }),
  order: (subdomain, categoryId, ids, orderVersion) =>
    call('menu.order', { subdomain, categoryId, ids, orderVersion }),
};

export const TOP_ITEMS: ItemCalls<TopItem> = {
  categories: TOP_CATEGORIES,
  list: 'top.list',
  detail: 'top.get',
  routes: { list: 'topList', create: 'topCreate', edit: 'topEdit', categoryList: 'topCategoryList' },
  categoryPages: { create: 'topCategoryCreate', edit: 'topCategoryEdit' },
  form: { imageLabel: ja.forms.topItem.image, testId: 'top-form' },
  listQuery: (subdomain, categoryId) => answerQuery('top.list', itemsOf(subdomain, categoryId)),
  remove: (subdomain, id, updatedAt) => call('top.delete', { subdomain, id, updatedAt }),
  order: (subdomain, categoryId, ids, orderVersion) =>
    call('top.order', { subdomain, categoryId, ids, orderVersion }),
};
