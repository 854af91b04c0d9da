import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { GroupCreateRequest } from '@shared/api';
import { toHalfWidth } from '@shared/input';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../../components/form/FormField';
import { normalisedField } from '../../../components/form/normalisedField';

const labels = ja.forms.group;

/** Name, and the group account's e-mail, password and IP address. */
export function GroupFormFields({ creating }: { creating: boolean }) {
  const form = useFormContext<GroupCreateRequest>();
  const errors = form.formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={<FieldLabel required>{labels.name}</FieldLabel>}
        data-autofocus
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextInput
        label={<FieldLabel required>{labels.email}</FieldLabel>}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordInput
        label={<FieldLabel required={creating}>{labels.password}</FieldLabel>}
        description={creating ? undefined : ja.groups.passwordEditHint}
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextInput
        label={<FieldLabel>{labels.ipAddress}</FieldLabel>}
        ff="monospace"
        placeholder="192.168.0.1"
        error={errors.ipAddress?.message}
        {...normalisedField(form, 'ipAddress', (value) => toHalfWidth(value).trim())}
      />
    </SimpleGrid>
  );
}
