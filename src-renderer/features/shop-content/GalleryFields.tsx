import { Textarea } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SHOP_CONTENT_LIMITS } from '@shared/constants';
import { removeEmojiAndTrim } from '@shared/input';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../components/form/FormField';
import { registerNormalized } from '../../components/form/registerNormalized';
import { CategorySelect } from './CategorySelect';
import { GALLERY_CATEGORIES } from './contentCalls';

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
      <Textarea
        label={<FieldLabel>{labels.comment}</FieldLabel>}
        autosize
        minRows={3}
        maxLength={SHOP_CONTENT_LIMITS.galleryComment}
        error={form.formState.errors.comment?.message as string | undefined}
        {...registerNormalized(form, 'comment', removeEmojiAndTrim)}
      />
    </>
  );
}
