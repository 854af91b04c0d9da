import { Paper, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { accountUpdateRequestSchema } from '@shared/api';
import type { CurrentUser } from '@shared/api';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { call } from '../../bridge/call';
import { SESSION_QUERY_KEY, useSession } from '../../session/useSession';
import { FieldLabel } from '../../components/form/FormField';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { PersonFields } from '../../components/form/PersonFields';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { SecondFactorSection } from './SecondFactorSection';
import { RouteScreen } from '../../components/routing/RouteScreen';

/** Account settings (every role): name and e-mail, and optionally a new password. */
export default function AccountUserPage() {
  const { data: user, refetch } = useSession();
  if (!user) return null;
  return (
    <RouteScreen>
      <AccountForm user={user} onReload={() => void refetch()} key={user.updatedAt} />
      <SecondFactorSection />
    </RouteScreen>
  );
}

function AccountForm({ user, onReload }: { user: CurrentUser; onReload: () => void }) {
  const queryClient = useQueryClient();
  const page = useRecordEditor({
    schema: accountUpdateRequestSchema,
    defaultValues: {
      nameSei: user.nameSei,
      nameMei: user.nameMei,
      email: user.email,
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      updatedAt: user.updatedAt,
    },
    submit: (values) => call('account.update', values),
    invalidate: [],
    // The session holds the user itself, not a detail answer around it.
    onSaved: (answer) => queryClient.setQueryData(SESSION_QUERY_KEY, answer.data),
    successMessage: ja.success.updated,
  });
  const { form } = page;
  const errors = form.formState.errors;

  return (
    <FormPageShell page={page} submitLabel={ja.actions.update} onReload={onReload}>
      <FormSection title={ja.account.profileSection}>
        <PersonFields emailAutoComplete="email" />
      </FormSection>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={3} size="h5">
            {ja.account.passwordSection}
          </Title>
          <Text size="sm" c="dimmed" className="yen-font">
            {ja.account.passwordLead} {formatMessage(ja.auth.passwordRule, { min: PASSWORD_MIN_LENGTH })}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <PasswordInput
              label={<FieldLabel>{ja.fields.currentPassword}</FieldLabel>}
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
            <div />
            <PasswordInput
              label={<FieldLabel>{ja.fields.newPassword}</FieldLabel>}
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <PasswordInput
              label={<FieldLabel>{ja.fields.confirmPassword}</FieldLabel>}
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
          </SimpleGrid>
        </Stack>
      </Paper>
    </FormPageShell>
  );
}
