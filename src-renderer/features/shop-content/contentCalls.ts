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

/** The category calls of a kind, named after its channels (`galleryCategories.create`, ...). */
function categoryCalls(channels: 'galleryCategories' | 'menuCategories' | 'topCategories'): CategoryCalls {
  return {
    list: `${channels}.list`,
    create: (subdomain, name) => call(`${channels}.create`, { subdomain, name }),
    update: (subdomain, id, name, updatedAt) =>
      call(`${channels}.update`, { subdomain, id, name, updatedAt }),
    remove: (subdomain, id, updatedAt) => call(`${channels}.delete`, { subdomain, id, updatedAt }),
    order: (subdomain, ids, orderVersion) => call(`${channels}.order`, { subdomain, ids, orderVersion }),
  };
}

export const GALLERY_CATEGORIES = categoryCalls('galleryCategories');
export const MENU_CATEGORIES = categoryCalls('menuCategories');
export const TOP_CATEGORIES = categoryCalls('topCategories');

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

/** The item of each kind, by the name its channels and screens are named after. */
interface ItemOf {
  gallery: GalleryItem;
  menu: MenuItemRecord;
  top: TopItem;
}

/**
 * A kind's item calls, its channels (`gallery.list`, `gallery.get`, ...) and its screens
 * (`galleryList`, `galleryCreate`, ...) named after it; `own` is what differs between kinds.
 */
function itemCalls<N extends keyof ItemOf>(
  name: N,
  own: Pick<ContentKind, 'categories' | 'categoryPages' | 'form'>,
): ItemCalls<ItemOf[N]> {
  const kind: keyof ItemOf = name;
  return {
    ...own,
    list: `${name}.list`,
    // The name picks the channel of its own item: `gallery.get` answers `{ data: GalleryItem }`.
    detail: `${name}.get` as DetailChannelOf<ItemOf[N]>,
    routes: {
      list: `${name}List`,
      create: `${name}Create`,
      edit: `${name}Edit`,
      categoryList: `${name}CategoryList`,
    },
    listQuery: (subdomain, categoryId) =>
      answerQuery(`${kind}.list`, itemsOf(subdomain, categoryId)) as AnswerQuery<{
        data: ItemOf[N][];
        orderVersion: number | null;
      }>,
    remove: (subdomain, id, updatedAt) => call(`${kind}.delete`, { subdomain, id, updatedAt }),
    order: (subdomain, categoryId, ids, orderVersion) =>
      call(`${kind}.order`, { subdomain, categoryId, ids, orderVersion }),
  };
}

export const GALLERY_ITEMS = itemCalls('gallery', {
  categories: GALLERY_CATEGORIES,
  form: { imageLabel: ja.forms.gallery.image, testId: 'gallery-form' },
});

export const MENU_ITEMS = itemCalls('menu', {
  categories: MENU_CATEGORIES,
  form: { imageLabel: ja.forms.menu.image, testId: 'menu-form' },
});

export const TOP_ITEMS = itemCalls('top', {
  categories: TOP_CATEGORIES,
  categoryPages: { create: 'topCategoryCreate', edit: 'topCategoryEdit' },
  form: { imageLabel: ja.forms.topItem.image, testId: 'top-form' },
});
