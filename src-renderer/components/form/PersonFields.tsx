import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { toHalfWidth } from '@shared/input';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../components/form/FormField';
import { registerNormalized } from '../../components/form/registerNormalized';

interface PersonValues {
  nameSei: string | null;
  nameMei: string | null;
  email: string | null;
}

const labels = ja.forms.user;

/** Family name, given name and login e-mail: every user form has them. */
export function PersonFields() {
  const form = useFormContext<PersonValues>();
  const errors = form.formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput
        label={<FieldLabel required>{labels.nameSei}</FieldLabel>}
        error={errors.nameSei?.message}
        autoFocus
        {...form.register('nameSei')}
      />
      <TextInput
        label={<FieldLabel required>{labels.nameMei}</FieldLabel>}
        error={errors.nameMei?.message}
        {...form.register('nameMei')}
      />
      <TextInput
        label={<FieldLabel required>{labels.email}</FieldLabel>}
        inputMode="email"
        autoComplete="off"
        error={errors.email?.message}
        {...registerNormalized(form, 'email', (value) => toHalfWidth(value).trim())}
      />
    </SimpleGrid>
  );
}
