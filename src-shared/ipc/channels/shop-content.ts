import { z } from 'zod';
import {
  contentCategoryCreateRequestSchema,
  contentCategoryListResponseSchema,
  contentCategoryResponseSchema,
  contentCategoryUpdateRequestSchema,
  contentCategoryWriteResponseSchema,
  contentItemOrderRequestSchema,
  contentListQuerySchema,
  contentOrderRequestSchema,
  contentOrderResponseSchema,
  galleryCreateRequestSchema,
  galleryItemResponseSchema,
  galleryListResponseSchema,
  galleryUpdateRequestSchema,
  galleryWriteResponseSchema,
  menuCreateRequestSchema,
  menuItemResponseSchema,
  menuListResponseSchema,
  menuUpdateRequestSchema,
  menuWriteResponseSchema,
  topCreateRequestSchema,
  topItemResponseSchema,
  topListResponseSchema,
  topUpdateRequestSchema,
  topWriteResponseSchema,
} from '../../api/shop-content';
import { uploadedImageSchema } from '../../api/upload';
import { messageResponseSchema } from '../../api/writes';
import { API_PATHS } from '../../api/paths';
import type { ContentPaths } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordPath, servicePath } from './path-params';

const withVersion = z.object({ ...recordPath, updatedAt: z.string().max(64).optional() });
const image = { image: uploadedImageSchema.optional() };

/** The category calls of one kind (API_PATHS.gallery, .menus, .top). */
function categoryCalls(paths: ContentPaths) {
  return {
    list: apiChannel({
      method: 'GET',
      path: paths.categories,
      request: z.object(servicePath),
      response: contentCategoryListResponseSchema,
    }),
    get: apiChannel({
      method: 'GET',
      path: paths.category,
      request: z.object(recordPath),
      response: contentCategoryResponseSchema,
    }),
    create: apiChannel({
      method: 'POST',
      path: paths.categories,
      request: contentCategoryCreateRequestSchema.extend(servicePath),
      response: contentCategoryWriteResponseSchema,
    }),
    update: apiChannel({
      method: 'PUT',
      path: paths.category,
      request: contentCategoryUpdateRequestSchema.extend(recordPath),
      response: contentCategoryWriteResponseSchema,
    }),
    delete: apiChannel({
      method: 'DELETE',
      path: paths.category,
      request: withVersion,
      response: messageResponseSchema,
    }),
    order: apiChannel({
      method: 'PUT',
      path: paths.categoryOrder,
      request: contentOrderRequestSchema.extend(servicePath),
      response: contentOrderResponseSchema,
    }),
  };
}

/** The item calls of one kind that do not depend on its fields. */
function itemCalls(paths: ContentPaths) {
  return {
    delete: apiChannel({
      method: 'DELETE',
      path: paths.item,
      request: withVersion,
      response: messageResponseSchema,
    }),
    order: apiChannel({
      method: 'PUT',
      path: paths.order,
      request: contentItemOrderRequestSchema.extend(servicePath),
      response: contentOrderResponseSchema,
    }),
  };
}

const listRequest = contentListQuerySchema.extend(servicePath);
const galleryCategories = categoryCalls(API_PATHS.gallery);
const menuCategories = categoryCalls(API_PATHS.menus);
const topCategories = categoryCalls(API_PATHS.top);
const gallery = itemCalls(API_PATHS.gallery);
const menu = itemCalls(API_PATHS.menus);
const top = itemCalls(API_PATHS.top);

/** Gallery, menu and top-page display (see src-shared/api/shop-content.ts). */
export const shopContentChannels = {
  'galleryCategories.list': galleryCategories.list,
  'galleryCategories.create': galleryCategories.create,
  'galleryCategories.update': galleryCategories.update,
  'galleryCategories.delete': galleryCategories.delete,
  'galleryCategories.order': galleryCategories.order,
  'gallery.list': apiChannel({
    method: 'GET',
    path: API_PATHS.gallery.list,
    request: listRequest,
    response: galleryListResponseSchema,
  }),
  'gallery.get': apiChannel({
    method: 'GET',
    path: API_PATHS.gallery.item,
    request: z.object(recordPath),
    response: galleryItemResponseSchema,
  }),
  'gallery.create': apiChannel({
    method: 'POST',
    path: API_PATHS.gallery.list,
    request: galleryCreateRequestSchema.safeExtend({ ...servicePath, ...image }),
    response: galleryWriteResponseSchema,
    multipart: true,
  }),
  'gallery.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.gallery.item,
    request: galleryUpdateRequestSchema.safeExtend({ ...recordPath, ...image }),
    response: galleryWriteResponseSchema,
    multipart: true,
  }),
  'gallery.delete': gallery.delete,
  'gallery.order': gallery.order,

  'menuCategories.list': menuCategories.list,
  'menuCategories.create': menuCategories.create,
  'menuCategories.update': menuCategories.update,
  'menuCategories.delete': menuCategories.delete,
  'menuCategories.order': menuCategories.order,
  'menu.list': apiChannel({
    method: 'GET',
    path: API_PATHS.menus.list,
    request: listRequest,
    response: menuListResponseSchema,
  }),
  'menu.get': apiChannel({
    method: 'GET',
    path: API_PATHS.menus.item,
    request: z.object(recordPath),
    response: menuItemResponseSchema,
  }),
  'menu.create': apiChannel({
    method: 'POST',
    path: API_PATHS.menus.list,
    request: menuCreateRequestSchema.safeExtend({ ...servicePath, ...image }),
    response: menuWriteResponseSchema,
    multipart: true,
  }),
  'menu.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.menus.item,
    request: menuUpdateRequestSchema.safeExtend({ ...recordPath, ...image }),
    response: menuWriteResponseSchema,
    multipart: true,
  }),
  'menu.delete': menu.delete,
  'menu.order': menu.order,

  'topCategories.list': topCategories.list,
  'topCategories.get': topCategories.get,
  'topCategories.create': topCategories.create,
  'topCategories.update': topCategories.update,
  'topCategories.delete': topCategories.delete,
  'topCategories.order': topCategories.order,
  'top.list': apiChannel({
    method: 'GET',
    path: API_PATHS.top.list,
    request: listRequest,
    response: topListResponseSchema,
  }),
  'top.get': apiChannel({
    method: 'GET',
    path: API_PATHS.top.item,
    request: z.object(recordPath),
    response: topItemResponseSchema,
  }),
  'top.create': apiChannel({
    method: 'POST',
    path: API_PATHS.top.list,
    request: topCreateRequestSchema.safeExtend({ ...servicePath, ...image }),
    response: topWriteResponseSchema,
    multipart: true,
  }),
  'top.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.top.item,
    request: topUpdateRequestSchema.safeExtend({ ...recordPath, ...image }),
    response: topWriteResponseSchema,
    multipart: true,
  }),
  'top.delete': top.delete,
  'top.order': top.order,
} as const;
