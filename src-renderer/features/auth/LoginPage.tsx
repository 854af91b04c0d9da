import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router';
import type { CurrentUser, LoginOutcome, SecondFactorOutcome } from '@shared/api';
import { ja } from '@shared/messages/start';
import { routeByName } from '@shared/routes';
import type { LoginFormValues } from '@shared/validation';
import { call, isCallError } from '../../bridge/call';
import { lazyResolver } from '../../components/form/lazyResolver';
import { landingPath } from '../../session/landingPath';
import { forgetRememberedLists } from '../../components/list/listState';
import { SESSION_QUERY_KEY, useSession } from '../../session/useSession';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { whenIdle } from '../../platform/whenIdle';

/** The console starts with this screen: its rules (and zod) load once the form shows. */
const loginValidation = lazyResolver(async () => (await import('./loginResolver')).loginResolver);
/** The second step (issue 28) loads only when the sign-in answer asks for it. */
const SecondFactorStep = lazy(async () => ({
  default: (await import('./SecondFactorStep')).SecondFactorStep,
}));
const RecoveryCodesPanel = lazy(async () => ({
  default: (await import('../../components/second-factor/RecoveryCodesPanel')).RecoveryCodesPanel,
}));

interface LoginLocationState {
  notice?: string;
}

export function LoginPage() {
  useDocumentTitle(routeByName('login').title);
  const session = useSession();
  const queryClient = useQueryClient();
  const notice = (useLocation().state as LoginLocationState | null)?.notice;
  useEffect(() => whenIdle(loginValidation.preload), []);
  const form = useForm<LoginFormValues>({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '' },
  });

  /** The second step the server waits for (issue 28), only when its sign-in answer says so. */
  const [challenge, setChallenge] = useState<Extract<LoginOutcome, { kind: 'secondFactor' }> | null>(null);
  /** An enrolment completed at sign-in: its recovery codes are shown before the console opens. */
  const [enrolled, setEnrolled] = useState<SecondFactorOutcome | null>(null);

  // Storing the user is enough: the page then redirects to the landing path (below).
  function signIn(user: CurrentUser) {
    // Whoever was here before (a session main ended while the window was closed) leaves no lists behind.
    forgetRememberedLists();
    queryClient.setQueryData(SESSION_QUERY_KEY, user);
  }

  const login = useMutation({
    mutationFn: (values: LoginFormValues) => call('session.login', values),
    onSuccess: (outcome: LoginOutcome) => {
      if (outcome.kind === 'signedIn') signIn(outcome.user);
      else setChallenge(outcome);
    },
    onError: (error) => {
      if (!isCallError(error)) return;
      for (const entry of error.failure.errors) {
        if (entry.name === 'email' || entry.name === 'password') {
          form.setError(entry.name, { message: entry.message });
        }
      }
    },
  });

  if (session.data) return <Navigate to={landingPath(session.data)} replace />;

  if (enrolled?.recoveryCodes) {
    const { user, recoveryCodes } = enrolled;
    return (
      <Paper withBorder shadow="sm" p="xl" w={480} radius="md">
        <Suspense>
          <RecoveryCodesPanel codes={recoveryCodes} onDone={() => signIn(user)} />
        </Suspense>
      </Paper>
    );
  }

  if (challenge) {
    return (
      <Paper withBorder shadow="sm" p="xl" w={challenge.method === 'enrol' ? 480 : 420} radius="md">
        <Suspense>
          <SecondFactorStep
            challenge={challenge}
            onSignedIn={(outcome) => (outcome.recoveryCodes ? setEnrolled(outcome) : signIn(outcome.user))}
            onBack={() => {
              setChallenge(null);
              login.reset();
              form.setValue('password', '');
            }}
          />
        </Suspense>
      </Paper>
    );
  }

  const failureMessage = login.error
    ? isCallError(login.error)
      ? login.error.message
      : ja.errors.serverError
    : null;
  const { errors } = form.formState;

  return (
    <Paper withBorder shadow="sm" p="xl" w={420} radius="md">
      <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {ja.auth.loginTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {ja.auth.loginLead}
          </Text>
          {notice && !failureMessage && (
            <Alert color="yellow" variant="light" role="status">
              {notice}
            </Alert>
          )}
          {failureMessage && (
            <Alert color="red" variant="light" role="alert" data-testid="login-error">
              {failureMessage}
            </Alert>
          )}
          <TextInput
            label={ja.fields.email}
            type="email"
            autoComplete="username"
            withAsterisk
            data-autofocus
            autoFocus
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label={ja.fields.password}
            autoComplete="current-password"
            withAsterisk
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" loading={login.isPending} fullWidth>
            {ja.actions.login}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
