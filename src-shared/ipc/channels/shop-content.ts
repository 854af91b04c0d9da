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
import { apiChannel } from '../api-channel';
import { recordPath, servicePath } from './path-params';

const withVersion = z.object({ ...recordPath, updatedAt: z.string().max(64).optional() });
const image = { image: uploadedImageSchema.optional() };

/** The category calls of one kind (`gallery`, `menus`, `top`). */
function categoryCalls(path: string) {
  return {
    list: apiChannel({
      method: 'GET',
      path: `{subdomain}/${path}/categories`,
      request: z.object(servicePath),
      response: contentCategoryListResponseSchema,
    }),
    get: apiChannel({
      method: 'GET',
      path: `{subdomain}/${path}/categories/{id}`,
      request: z.object(recordPath),
      response: contentCategoryResponseSchema,
    }),
    create: apiChannel({
      method: 'POST',
      path: `{subdomain}/${path}/categories`,
      request: contentCategoryCreateRequestSchema.extend(servicePath),
      response: contentCategoryWriteResponseSchema,
    }),
    update: apiChannel({
      method: 'PUT',
      path: `{subdomain}/${path}/categories/{id}`,
      request: contentCategoryUpdateRequestSchema.extend(recordPath),
      response: contentCategoryWriteResponseSchema,
    }),
    delete: apiChannel({
      method: 'DELETE',
      path: `{subdomain}/${path}/categories/{id}`,
      request: withVersion,
      response: messageResponseSchema,
    }),
    order: apiChannel({
      method: 'PUT',
      path: `{subdomain}/${path}/categories/order`,
      request: contentOrderRequestSchema.extend(servicePath),
      response: contentOrderResponseSchema,
    }),
  };
}

/** The item calls of one kind that do not depend on its fields. */
function itemCalls(path: string) {
  return {
    delete: apiChannel({
      method: 'DELETE',
      path: `{subdomain}/${path}/{id}`,
      request: withVersion,
      response: messageResponseSchema,
    }),
    order: apiChannel({
      method: 'PUT',
      path: `{subdomain}/${path}/order`,
      request: contentItemOrderRequestSchema.extend(servicePath),
      response: contentOrderResponseSchema,
    }),
  };
}

const listRequest = contentListQuerySchema.extend(servicePath);
const galleryCategories = categoryCalls('gallery');
const menuCategories = categoryCalls('menus');
const topCategories = categoryCalls('top');
const gallery = itemCalls('gallery');
const menu = itemCalls('menus');
const top = itemCalls('top');

/** Gallery, menu and top-page display (see src-shared/api/shop-content.ts). */
export const shopContentChannels = {
  'galleryCategories.list': galleryCategories.list,
  'galleryCategories.create': galleryCategories.create,
  'galleryCategories.update': galleryCategories.update,
  'galleryCategories.delete': galleryCategories.delete,
  'galleryCategories.order': galleryCategories.order,
  'gallery.list': apiChannel({
    method: 'GET',
    path: '{subdomain}/gallery',
    request: listRequest,
    response: galleryListResponseSchema,
  }),
  'gallery.get': apiChannel({
    method: 'GET',
    path: '{subdomain}/gallery/{id}',
    request: z.object(recordPath),
    response: galleryItemResponseSchema,
  }),
  'gallery.create': apiChannel({
    method: 'POST',
    path: '{subdomain}/gallery',
    request: galleryCreateRequestSchema.safeExtend({ ...servicePath, ...image }),
    response: galleryWriteResponseSchema,
    multipart: true,
  }),
  'gallery.update': apiChannel({
    method: 'PUT',
    path: '{subdomain}/gallery/{id}',
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
    path: '{subdomain}/menus',
    request: listRequest,
    response: menuListResponseSchema,
  }),
  'menu.get': apiChannel({
    method: 'GET',
    path: '{subdomain}/menus/{id}',
    request: z.object(recordPath),
    response: menuItemResponseSchema,
  }),
  'menu.create': apiChannel({
    method: 'POST',
    path: '{subdomain}/menus',
    request: menuCreateRequestSchema.safeExtend({ ...servicePath, ...image }),
    response: menuWriteResponseSchema,
    multipart: true,
  }),
  'menu.update': apiChannel({
    method: 'PUT',
    path: '{subdomain}/menus/{id}',
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
    path: '{subdomain}/top',
    request: listRequest,
    response: topListResponseSchema,
  }),
  'top.get': apiChannel({
    method: 'GET',
    path: '{subdomain}/top/{id}',
    request: z.object(recordPath),
    response: topItemResponseSchema,
  }),
  'top.create': apiChannel({
    method: 'POST',
    path: '{subdomain}/top',
    request: topCreateRequestSchema.safeExtend({ ...servicePath, ...image }),
    response: topWriteResponseSchema,
    multipart: true,
  }),
  'top.update': apiChannel({
    method: 'PUT',
    path: '{subdomain}/top/{id}',
    request: topUpdateRequestSchema.safeExtend({ ...recordPath, ...image }),
    response: topWriteResponseSchema,
    multipart: true,
  }),
  'top.delete': top.delete,
  'top.order': top.order,
} as const;
