import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { ja } from '@shared/messages';
import { generatePassword } from '@shared/password';
import { FieldLabel } from '../../../components/form/FormField';
import type { StoreFormFields } from './storeFormValues';

/**
 * The store account's password: required on create, "only to change it" on edit. The
 * generated password is shown in clear so it can be handed to the shop.
 */
export function StorePasswordField({ required }: { required: boolean }) {
  const form = useFormContext<StoreFormFields>();
  const [visible, setVisible] = useState(false);
  const generate = () => {
    form.setValue('password', generatePassword(), { shouldDirty: true, shouldValidate: true });
    setVisible(true);
  };
  return (
    <Stack gap={6} align="flex-start">
      <PasswordInput
        label={<FieldLabel required={required}>{ja.forms.shop.password}</FieldLabel>}
        description={required ? ja.stores.form.passwordCreateHint : ja.stores.form.passwordEditHint}
        autoComplete="new-password"
        ff="monospace"
        visible={visible}
        onVisibilityChange={setVisible}
        error={form.formState.errors.password?.message}
        w="100%"
        {...form.register('password')}
      />
      <Button variant="default" size="xs" onClick={generate}>
        {ja.actions.generatePassword}
      </Button>
    </Stack>
  );
}
