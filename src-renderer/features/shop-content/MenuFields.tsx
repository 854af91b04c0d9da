import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { CONTENT_CATEGORY_NAME_MAX_LENGTH, SHOP_CONTENT_LIMITS } from '@shared/constants';
import { removeEmojiAndTrim } from '@shared/input';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../components/form/FormField';
import { registerNormalized } from '../../components/form/registerNormalized';
import { CategorySelect } from './CategorySelect';
import { MENU_CATEGORIES } from './contentCalls';
import { filterPrice } from './price';
import { RemoveImageCheckbox } from '../../components/upload/RemoveImageCheckbox';
import { FormTextarea } from '../../components/form/FormTextarea';

const labels = ja.forms.menu;

/** A menu item's category (or a new one), name, description and price. */
export function MenuFields({
  form,
  subdomain,
  hasSavedImage,
}: {
  form: UseFormReturn<FieldValues, unknown, unknown>;
  subdomain: string;
  hasSavedImage: boolean;
}) {
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const [newCategory, setNewCategory] = useState(false);
  return (
    <>
      <CategorySelect
        form={form}
        name="categoryId"
        label={labels.categoryId}
        calls={MENU_CATEGORIES}
        subdomain={subdomain}
        extraOption={ja.shopContent.newCategoryOption}
        extraChosen={newCategory}
        onExtra={(chosen) => {
          setNewCategory(chosen);
          if (!chosen) form.setValue('categoryName', '');
        }}
      />
      {newCategory && (
        <TextInput
          label={<FieldLabel required>{labels.categoryName}</FieldLabel>}
          maxLength={CONTENT_CATEGORY_NAME_MAX_LENGTH}
          error={errors.categoryName?.message}
          maw={360}
          {...registerNormalized(form, 'categoryName', removeEmojiAndTrim)}
        />
      )}
      <TextInput
        label={<FieldLabel required>{labels.name}</FieldLabel>}
        maxLength={SHOP_CONTENT_LIMITS.menuName}
        error={errors.name?.message}
        {...registerNormalized(form, 'name', removeEmojiAndTrim)}
      />
      <FormTextarea
        form={form}
        name="comment"
        label={labels.comment}
        normalise={removeEmojiAndTrim}
        minRows={3}
        maxLength={SHOP_CONTENT_LIMITS.menuComment}
      />
      <Controller
        control={form.control}
        name="price"
        render={({ field, fieldState }) => (
          <TextInput
            label={<FieldLabel required>{labels.price}</FieldLabel>}
            inputMode="numeric"
            rightSection={ja.units.yenUnit}
            value={String(field.value ?? '')}
            onChange={(event) => field.onChange(filterPrice(event.currentTarget.value))}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            maw={240}
          />
        )}
      />
      {hasSavedImage && <RemoveImageCheckbox label={ja.forms.coupon.removeImage} />}
    </>
  );
}
