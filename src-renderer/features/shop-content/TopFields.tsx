import { TextInput } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SHOP_CONTENT_LIMITS } from '@shared/constants';
import { removeEmojiAndTrim, removeSpaces } from '@shared/input';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../components/form/FormField';
import { registerNormalized } from '../../components/form/registerNormalized';
import { CategorySelect } from './CategorySelect';
import { TOP_CATEGORIES } from './contentCalls';

const labels = ja.forms.topItem;

/** A top item's category, name and link. */
export function TopFields({
  form,
  subdomain,
}: {
  form: UseFormReturn<FieldValues, unknown, unknown>;
  subdomain: string;
}) {
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <>
      <CategorySelect
        form={form}
        name="topCategoryId"
        label={labels.topCategoryId}
        calls={TOP_CATEGORIES}
        subdomain={subdomain}
      />
      <TextInput
        label={<FieldLabel required>{labels.name}</FieldLabel>}
        maxLength={SHOP_CONTENT_LIMITS.topName}
        error={errors.name?.message}
        {...registerNormalized(form, 'name', removeEmojiAndTrim)}
      />
      <TextInput
        label={<FieldLabel>{labels.redirectUrl}</FieldLabel>}
        placeholder="https://"
        maxLength={SHOP_CONTENT_LIMITS.topRedirectUrl}
        error={errors.redirectUrl?.message}
        {...registerNormalized(form, 'redirectUrl', removeSpaces)}
      />
    </>
  );
}
