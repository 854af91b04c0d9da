import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../../components/form/FormField';
import { PersonFields } from '../../../components/form/PersonFields';
import type { StoreFormFields } from './storeFormValues';

const labels = ja.forms.shop;

/** The owner's names, e-mail and company. */
export function StoreOwnerFields() {
  const form = useFormContext<StoreFormFields>();
  return (
    <PersonFields labels={labels} autoFocus={false}>
      <TextInput
        label={<FieldLabel>{labels.companyName}</FieldLabel>}
        error={form.formState.errors.companyName?.message}
        {...form.register('companyName')}
      />
    </PersonFields>
  );
}
