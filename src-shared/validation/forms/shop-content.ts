import { z } from 'zod';
import { uploadedImageSchema } from '../../api/upload';
import { MAX_INTEGER } from '../../constants/limits';
import { CONTENT_CATEGORY_NAME_MAX_LENGTH, SHOP_CONTENT_LIMITS } from '../../constants/shop-content';
import { ja } from '../../messages/ja';
import { flagField, idField, idListField, optionalTextField, requiredTextField } from '../choice-fields';
import { integerField } from '../fields';
import { requiredIf } from '../form-rules';
import { fieldMessage } from '../message';
import { maxLength, noEmoji, url } from '../text-rules';

const labels = ja.forms;

/**
 * A category of the gallery, the menu or the top page: a name, required and at most
 * CONTENT_CATEGORY_NAME_MAX_LENGTH characters, whose label makes the catalogue's own
 * 「カテゴリ名を入力してください。」 and 「カテゴリ名は{max}文字以内で入力してください。」.
 * Names differ within a shop (top: within the service) and there are at most
 * MAX_CATEGORIES_OR_TAGS of them: the server checks both, knowing the others.
 */
export const contentCategoryNameField = () =>
  requiredTextField(labels.contentCategory.name, maxLength(CONTENT_CATEGORY_NAME_MAX_LENGTH), noEmoji());

export const contentCategoryFormSchema = z.object({ name: contentCategoryNameField() });
export type ContentCategoryFormValues = z.output<typeof contentCategoryFormSchema>;

/** A gallery photo (spec section 3, "Gallery"); the photo itself is a file sent beside these. */
export const galleryFormSchema = z.object({
  categoryId: idField(labels.gallery.categoryId, { required: true }),
  comment: optionalTextField(
    labels.gallery.comment,
    maxLength(SHOP_CONTENT_LIMITS.galleryComment),
    noEmoji(),
  ),
});
export type GalleryFormInput = z.input<typeof galleryFormSchema>;
export type GalleryFormValues = z.output<typeof galleryFormSchema>;

/**
 * A menu item (spec section 3, "Menu"): in a chosen category, or in a new one named in
 * categoryName (created with it, under the category rules); the price in whole yen up to the
 * shared maximum integer. The photo is optional and may be removed on an edit.
 */
export const menuFormShape = {
  categoryId: idField(labels.menu.categoryId),
  categoryName: optionalTextField(
    labels.menu.categoryName,
    maxLength(CONTENT_CATEGORY_NAME_MAX_LENGTH),
    noEmoji(),
  ),
  name: requiredTextField(labels.menu.name, maxLength(SHOP_CONTENT_LIMITS.menuName), noEmoji()),
  comment: optionalTextField(labels.menu.comment, maxLength(SHOP_CONTENT_LIMITS.menuComment), noEmoji()),
  price: integerField(labels.menu.price, { required: true, min: 0, max: MAX_INTEGER }),
  removeImage: flagField(labels.coupon.removeImage),
};
/** A category is chosen, or a new one is named. */
export const menuCategoryChosen = <T extends { categoryId: number | null; categoryName: string }>() =>
  requiredIf<T>({
    field: 'categoryId',
    label: labels.menu.categoryId,
    message: 'selectionRequired',
    when: (values) => values.categoryName === '',
  });
export const menuFormSchema = z.object(menuFormShape).check(menuCategoryChosen());
export type MenuFormInput = z.input<typeof menuFormSchema>;
export type MenuFormValues = z.output<typeof menuFormSchema>;

/** An item of the app's top page (spec section 3, "Top item"); the image is a file beside these. */
export const topItemFormSchema = z.object({
  name: requiredTextField(labels.topItem.name, maxLength(SHOP_CONTENT_LIMITS.topName), noEmoji()),
  redirectUrl: optionalTextField(
    labels.topItem.redirectUrl,
    maxLength(SHOP_CONTENT_LIMITS.topRedirectUrl),
    url(),
  ),
  topCategoryId: idField(labels.topItem.topCategoryId, { required: true }),
});
export type TopItemFormInput = z.input<typeof topItemFormSchema>;
export type TopItemFormValues = z.output<typeof topItemFormSchema>;

/**
 * A new order of a whole list: every id of it, first shown first, and the order version the
 * client read it at (a stale one is 409, as a stale updatedAt is).
 */
export const contentOrderShape = {
  ids: idListField(labels.contentOrder.ids),
  orderVersion: integerField(labels.contentOrder.orderVersion, { required: true, min: 0 }),
};
export const contentOrderSchema = z.object(contentOrderShape);
export type ContentOrderValues = z.output<typeof contentOrderSchema>;

/**
 * The picked image of a form page (sent as a file beside the fields): on a create of a kind
 * that needs one, 「写真をアップロードしてください。」 (with the kind's label) until one is picked.
 */
export function pickedImageField(label: string, required: boolean) {
  return uploadedImageSchema
    .nullable()
    .optional()
    .refine((image) => !required || Boolean(image), {
      error: fieldMessage(label, ja.validation.photoRequired),
    });
}
