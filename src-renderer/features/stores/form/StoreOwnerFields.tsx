import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../../components/form/FormField';
import type { StoreFormFields } from './storeFormValues';

const labels = ja.forms.shop;

/** The owner's names, e-mail and company. */
export function StoreOwnerFields() {
  const form = useFormContext<StoreFormFields>();
  const errors = form.formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput
        label={<FieldLabel required>{labels.nameSei}</FieldLabel>}
        error={errors.nameSei?.message}
        {...form.register('nameSei')}
      />
      <TextInput
        label={<FieldLabel required>{labels.nameMei}</FieldLabel>}
        error={errors.nameMei?.message}
        {...form.register('nameMei')}
      />
      <TextInput
        label={<FieldLabel required>{labels.email}</FieldLabel>}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextInput
        label={<FieldLabel>{labels.companyName}</FieldLabel>}
        error={errors.companyName?.message}
        {...form.register('companyName')}
      />
    </SimpleGrid>
  );
}
