import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { toHalfWidth } from '@shared/input';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../../components/form/FormField';
import { normalisedField } from '../../../components/form/normalisedField';
import type { StoreFormFields } from './storeFormValues';

const labels = ja.forms.shop;

/** Latitude and longitude: where the shop stands on the store map. */
export function StoreLocationFields() {
  const form = useFormContext<StoreFormFields>();
  const errors = form.formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput
        label={<FieldLabel>{labels.latitude}</FieldLabel>}
        inputMode="decimal"
        ff="monospace"
        placeholder="35.6762"
        error={errors.latitude?.message}
        {...normalisedField(form, 'latitude', (value) => toHalfWidth(value).trim())}
      />
      <TextInput
        label={<FieldLabel>{labels.longitude}</FieldLabel>}
        inputMode="decimal"
        ff="monospace"
        placeholder="139.6503"
        error={errors.longitude?.message}
        {...normalisedField(form, 'longitude', (value) => toHalfWidth(value).trim())}
      />
    </SimpleGrid>
  );
}
