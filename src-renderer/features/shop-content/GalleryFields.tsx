import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SHOP_CONTENT_LIMITS } from '@shared/constants';
import { removeEmojiAndTrim } from '@shared/input';
import { ja } from '@shared/messages';
import { CategorySelect } from './CategorySelect';
import { GALLERY_CATEGORIES } from './contentCalls';
import { FormTextarea } from '../../components/form/FormTextarea';

/** A gallery photo's category and comment. */
export function GalleryFields({
  form,
  subdomain,
}: {
  form: UseFormReturn<FieldValues, unknown, unknown>;
  subdomain: string;
}) {
  const labels = ja.forms.gallery;
  return (
    <>
      <CategorySelect
        form={form}
        name="categoryId"
        label={labels.categoryId}
        calls={GALLERY_CATEGORIES}
        subdomain={subdomain}
      />
      <FormTextarea
        form={form}
        name="comment"
        label={labels.comment}
        normalise={removeEmojiAndTrim}
        minRows={3}
        maxLength={SHOP_CONTENT_LIMITS.galleryComment}
      />
    </>
  );
}
