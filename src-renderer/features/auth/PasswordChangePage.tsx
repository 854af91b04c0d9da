import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { isPasswordExpired } from '@shared/password';
import { routeByName } from '@shared/routes';
import { changePasswordFormSchema } from '@shared/validation';
import type { ChangePasswordFormValues } from '@shared/validation';
import { call } from '../../bridge/call';
import { landingPath } from '../../session/landingPath';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { SESSION_QUERY_KEY, useSession } from '../../session/useSession';
import { FieldLabel } from '../../components/form/FormField';
import { useRecordEditor } from '../../components/form/useRecordEditor';

/** Change password (plain layout); forced while the password is expired. */
export default function PasswordChangePage() {
  useDocumentTitle(routeByName('passwordChange').title);
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const page = useRecordEditor({
    schema: changePasswordFormSchema,
    defaultValues: {
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    } satisfies ChangePasswordFormValues,
    submit: (values: ChangePasswordFormValues) => call('session.changePassword', values),
    successMessage: ja.auth.passwordChanged,
    invalidate: [],
    onSaved: (updated) => queryClient.setQueryData(SESSION_QUERY_KEY, updated),
    onDone: (updated) => navigate(landingPath(updated), { replace: true }),
  });
  const { errors } = page.form.formState;
  const expired = user ? isPasswordExpired(user.passwordExpiredAt) : false;

  return (
    <Paper withBorder shadow="sm" p="xl" w={480} radius="md">
      <form noValidate onSubmit={page.onSubmit}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {ja.auth.passwordChangeTitle}
          </Title>
          {expired && (
            <Alert color="yellow" variant="light" role="status">
              {ja.auth.passwordExpired}
            </Alert>
          )}
          <Text size="sm" c="dimmed" className="yen-font">
            {formatMessage(ja.auth.passwordRule, { min: PASSWORD_MIN_LENGTH })}
          </Text>
          <PasswordInput
            label={<FieldLabel required>{ja.fields.currentPassword}</FieldLabel>}
            autoComplete="current-password"
            autoFocus
            error={errors.currentPassword?.message}
            {...page.form.register('currentPassword')}
          />
          <PasswordInput
            label={<FieldLabel required>{ja.fields.newPassword}</FieldLabel>}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...page.form.register('newPassword')}
          />
          <PasswordInput
            label={<FieldLabel required>{ja.fields.confirmPassword}</FieldLabel>}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...page.form.register('confirmPassword')}
          />
          <Button type="submit" loading={page.submitting} fullWidth>
            {ja.actions.update}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
