import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { toHalfWidth } from '@shared/input';
import { ja } from '@shared/messages';
import { FieldLabel } from './FormField';
import { registerNormalized } from './registerNormalized';

interface PersonValues {
  nameSei: string | null;
  nameMei: string | null;
  email: string | null;
}

interface PersonFieldsProps {
  /** The labels of the three fields (a user's by default; a shop names its owner's). */
  labels?: { nameSei: string; nameMei: string; email: string };
  autoFocus?: boolean;
  /** `email` where the person is the one signed in; `off` where an administrator types another's. */
  emailAutoComplete?: 'off' | 'email';
  /** More fields in the same grid, after the e-mail. */
  children?: ReactNode;
}

/** Family name, given name and e-mail (written in half-width): every form about a person has them. */
export function PersonFields({
  labels = ja.forms.user,
  autoFocus = true,
  emailAutoComplete = 'off',
  children,
}: PersonFieldsProps) {
  const form = useFormContext<PersonValues>();
  const errors = form.formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput
        label={<FieldLabel required>{labels.nameSei}</FieldLabel>}
        error={errors.nameSei?.message}
        autoFocus={autoFocus}
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
        autoComplete={emailAutoComplete}
        error={errors.email?.message}
        {...registerNormalized(form, 'email', (value) => toHalfWidth(value).trim())}
      />
      {children}
    </SimpleGrid>
  );
}
