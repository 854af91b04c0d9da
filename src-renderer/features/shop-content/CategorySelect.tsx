import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ja } from '@shared/messages';
import { useChannelQuery } from '../../bridge/channelQuery';
import { FieldLabel } from '../../components/form/FormField';
import type { CategoryCalls } from './contentCalls';

/** The category of an item, from the owner's categories (in their order). */
export function CategorySelect({
  form,
  name,
  label,
  calls,
  subdomain,
  extraOption,
  onExtra,
  extraChosen = false,
}: {
  form: UseFormReturn<FieldValues, unknown, unknown>;
  name: string;
  label: string;
  calls: CategoryCalls;
  subdomain: string;
  /** One more choice after the categories (a menu's 「新しいカテゴリを作る」). */
  extraOption?: string;
  onExtra?: (chosen: boolean) => void;
  extraChosen?: boolean;
}) {
  const categories = useChannelQuery(calls.list, { subdomain });
  const data = [
    ...(categories.data?.data ?? []).map((category) => ({
      value: String(category.id),
      label: category.name,
    })),
    ...(extraOption ? [{ value: 'new', label: extraOption }] : []),
  ];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={<FieldLabel required>{label}</FieldLabel>}
          data={data}
          value={
            extraChosen
              ? 'new'
              : field.value === null || field.value === undefined
                ? null
                : String(field.value)
          }
          onChange={(value) => {
            const extra = value === 'new';
            onExtra?.(extra);
            field.onChange(extra ? null : value);
          }}
          ref={field.ref}
          onBlur={field.onBlur}
          error={
            fieldState.error?.message ??
            (categories.data?.data.length === 0 ? ja.errors.noCategory : undefined)
          }
          allowDeselect={false}
          maw={360}
        />
      )}
    />
  );
}
