import { Button, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { ja } from '@shared/messages';
import { generatePassword } from '@shared/password';
import { FieldLabel } from '../../components/form/FormField';

interface PasswordValues {
  password: string | null;
  confirmPassword: string | null;
}

const labels = ja.forms.user;
/** The new password and its confirmation: typed alike and shown or hidden together. */
const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

/** Password typed twice: required on registration; on an edit, empty leaves the saved one. */
export function PasswordFields({ required }: { required: boolean }) {
  const form = useFormContext<PasswordValues>();
  const errors = form.formState.errors;
  const [visible, setVisible] = useState(false);
  const generate = () => {
    const password = generatePassword();
    form.setValue('password', password, { shouldDirty: true });
    form.setValue('confirmPassword', password, { shouldDirty: true });
    setVisible(true);
    void form.trigger(['password', 'confirmPassword']);
  };

  return (
    <Stack gap="sm">
      {!required && (
        <Text size="sm" c="dimmed">
          {ja.users.passwordEditLead}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {PASSWORD_FIELDS.map((name) => (
          <PasswordInput
            key={name}
            label={<FieldLabel required={required}>{labels[name]}</FieldLabel>}
            autoComplete="new-password"
            visible={visible}
            onVisibilityChange={setVisible}
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" size="xs" onClick={generate}>
          {ja.actions.generatePassword}
        </Button>
      </Group>
    </Stack>
  );
}
