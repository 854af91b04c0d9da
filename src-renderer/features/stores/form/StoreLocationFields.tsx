import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { toHalfWidth } from '@shared/input';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../../components/form/FormField';
import { normalisedField } from '../../../components/form/normalisedField';
import type { StoreFormFields } from './storeFormValues';

const labels = ja.forms.shop;
const halfWidth = (value: string) => toHalfWidth(value).trim();
/** The two coordinates, each with an example of Tokyo's. */
const COORDINATES = [
  { name: 'latitude', placeholder: '35.6762' },
  { name: 'longitude', placeholder: '139.6503' },
] as const;

/** Latitude and longitude: where the shop stands on the store map. */
export function StoreLocationFields() {
  const form = useFormContext<StoreFormFields>();
  const errors = form.formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {COORDINATES.map(({ name, placeholder }) => (
        <TextInput
          key={name}
          label={<FieldLabel>{labels[name]}</FieldLabel>}
          inputMode="decimal"
          ff="monospace"
          placeholder={placeholder}
          error={errors[name]?.message}
          {...normalisedField(form, name, halfWidth)}
        />
      ))}
    </SimpleGrid>
  );
}
