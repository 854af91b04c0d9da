import { z } from 'zod';
import { apiIdSchema } from './ids';
import {
  contentCategoryFormSchema,
  contentOrderShape,
  galleryFormSchema,
  menuFormShape,
  menuCategoryChosen,
  topItemFormSchema,
} from '../validation/forms/shop-content';
import { idField } from '../validation/choice-fields';
import { ja } from '../messages/ja';
import { listQuerySchema, paginationLinksSchema, paginationMetaSchema, queryIdSchema } from './common';
import { editRequestSchema, recordSchema, writeResponseSchema, writeVersionSchema } from './writes';

/**
 * The gallery, the menu and the top-page display of a service's app (spec sections 2, 3, 8).
 * Gallery and menu belong to a shop and are managed by its store user (galleryList / menuList
 * and their create/edit routes; the service's enableGallerySetting / enableMenuSetting); top
 * items and top categories belong to the service and are managed by head office when the
 * service has enableTopSetting. With {kind} one of `gallery`, `menus`, `top`:
 *   GET    /{subdomain}/{kind}/categories               -> contentCategoryListResponseSchema (whole list)
 *   POST   /{subdomain}/{kind}/categories               contentCategoryFormSchema -> 201
 *   GET    /{subdomain}/{kind}/categories/{id}          -> contentCategoryResponseSchema
 *   PUT    /{subdomain}/{kind}/categories/{id}          + updatedAt -> 200 (409 when stale)
 *   DELETE /{subdomain}/{kind}/categories/{id}          (or POST with _method=delete); 422 when in use
 *   PUT    /{subdomain}/{kind}/categories/order         contentOrderRequestSchema -> contentOrderResponseSchema
 *   GET    /{subdomain}/{kind}                           ?categoryId, page, limit (noPaginate=1: all)
 *   POST   /{subdomain}/{kind}                           multipart fields + file `image` -> 201
 *   GET    /{subdomain}/{kind}/{id}
 *   PUT    /{subdomain}/{kind}/{id}                      multipart fields + updatedAt + file `image`
 *   DELETE /{subdomain}/{kind}/{id}                      (or POST with _method=delete)
 *   PUT    /{subdomain}/{kind}/order                     { categoryId, ids, orderVersion }: the order
 *                                                        of one category's items
 * Lists come in display order (the category's position, then the item's). A reorder carries
 * the whole list and the orderVersion the client read; a stale one (someone reordered, added
 * or removed meanwhile) is 409 ja.errors.alreadyUpdated.
 */

export const contentCategorySchema = recordSchema({
  name: z.string(),
  position: z.number().int(),
  /** Items in the category: one in use cannot be deleted. */
  itemCount: z.number().int(),
});
export type ContentCategory = z.infer<typeof contentCategorySchema>;

/** The order version of a list: it moves on every reorder, create and delete in that list. */
const orderVersion = z.number().int().nonnegative();

export const contentCategoryListResponseSchema = z.object({
  data: z.array(contentCategorySchema),
  orderVersion,
});
export type ContentCategoryListResponse = z.infer<typeof contentCategoryListResponseSchema>;
export const contentCategoryResponseSchema = z.object({ data: contentCategorySchema });
export const contentCategoryWriteResponseSchema = writeResponseSchema(contentCategorySchema);

export const contentCategoryCreateRequestSchema = contentCategoryFormSchema;
export const contentCategoryUpdateRequestSchema = contentCategoryFormSchema.extend({
  updatedAt: writeVersionSchema,
});

export const contentOrderRequestSchema = z.object(contentOrderShape);
export type ContentOrderRequest = z.input<typeof contentOrderRequestSchema>;
export const contentItemOrderRequestSchema = z.object({
  ...contentOrderShape,
  categoryId: idField(ja.forms.gallery.categoryId, { required: true }),
});
export type ContentItemOrderRequest = z.input<typeof contentItemOrderRequestSchema>;
export const contentOrderResponseSchema = z.object({ message: z.string(), orderVersion });
export type ContentOrderResponse = z.infer<typeof contentOrderResponseSchema>;

export const contentListQuerySchema = listQuerySchema.extend({
  categoryId: queryIdSchema.optional(),
  noPaginate: z.coerce.boolean().optional(),
});
export type ContentListQuery = z.input<typeof contentListQuerySchema>;

/** What every item of the three lists has: its category, the image and its thumbnail. */
const contentItemBase = recordSchema({
  categoryId: apiIdSchema,
  categoryName: z.string(),
  position: z.number().int(),
  /** Absolute URLs of the stored image and of its small copy for lists (fetch with the token). */
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});

export const galleryItemSchema = contentItemBase.extend({ comment: z.string() });
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export const menuItemSchema = contentItemBase.extend({
  name: z.string(),
  comment: z.string(),
  price: z.number().int(),
});
export type MenuItemRecord = z.infer<typeof menuItemSchema>;
export const topItemSchema = contentItemBase.extend({ name: z.string(), redirectUrl: z.string() });
export type TopItem = z.infer<typeof topItemSchema>;

/** `{ data, meta, links }` (noPaginate: `{ data }`), and the order version when one category is listed. */
function contentListResponse<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: paginationMetaSchema.optional(),
    links: paginationLinksSchema.optional(),
    orderVersion: orderVersion.nullable(),
  });
}
export const galleryListResponseSchema = contentListResponse(galleryItemSchema);
export type GalleryListResponse = z.infer<typeof galleryListResponseSchema>;
export const menuListResponseSchema = contentListResponse(menuItemSchema);
export type MenuListResponse = z.infer<typeof menuListResponseSchema>;
export const topListResponseSchema = contentListResponse(topItemSchema);
export type TopListResponse = z.infer<typeof topListResponseSchema>;

export const galleryItemResponseSchema = z.object({ data: galleryItemSchema });
export const menuItemResponseSchema = z.object({ data: menuItemSchema });
export const topItemResponseSchema = z.object({ data: topItemSchema });
export const galleryWriteResponseSchema = writeResponseSchema(galleryItemSchema);
export const menuWriteResponseSchema = writeResponseSchema(menuItemSchema);
export const topWriteResponseSchema = writeResponseSchema(topItemSchema);

export const galleryCreateRequestSchema = galleryFormSchema;
export const galleryUpdateRequestSchema = galleryFormSchema.extend({ updatedAt: writeVersionSchema });
export const menuCreateRequestSchema = z.object(menuFormShape).check(menuCategoryChosen());
export const menuUpdateRequestSchema = editRequestSchema(menuFormShape, menuCategoryChosen());
export const topCreateRequestSchema = topItemFormSchema;
export const topUpdateRequestSchema = topItemFormSchema.extend({ updatedAt: writeVersionSchema });
