import { Select } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../../components/form/FormField';
import type { StoreFormFields } from './storeFormValues';

interface ChoiceSelectProps {
  name: Path<StoreFormFields>;
  label: string;
  required?: boolean;
  data: { value: string; label: string }[];
}

/** A select of the store form whose value is a number (an id or an enumeration value) or null. */
export function ChoiceSelect({ name, label, required = false, data }: ChoiceSelectProps) {
  const form = useFormContext<StoreFormFields>();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={<FieldLabel required={required}>{label}</FieldLabel>}
          data={data}
          value={
            field.value === null || field.value === undefined || field.value === ''
              ? null
              : String(field.value)
          }
          onChange={(value) => field.onChange(value === null ? null : Number(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          placeholder={ja.stores.form.selectPlaceholder}
          clearable={!required}
          searchable
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
