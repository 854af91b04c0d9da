import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { CurrentUser, LoginOutcome, SecondFactorOutcome } from '@shared/api';
import { ja } from '@shared/messages/first-screen';
import type { LoginFormValues } from '@shared/validation';
import { call, isCallError } from '../../bridge/call';
import { useSubmittedCall } from '../../bridge/useSubmittedCall';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { whenIdle } from '../../platform/whenIdle';
import type * as LoginRulesModule from './loginRules';
import type { LoginFieldErrors } from './loginRules';

type LoginRules = typeof LoginRulesModule;

/** The form's rules (and zod with them) load once the form shows; a failed load is tried again on submit. */
let rules: Promise<LoginRules> | null = null;
function loadRules(): Promise<LoginRules> {
  rules ??= import('./loginRules').catch((error: unknown) => {
    rules = null;
    throw error;
  });
  return rules;
}

/** The second step (issue 28) loads only when the sign-in answer asks for it. */
const SecondFactorStep = lazy(async () => ({
  default: (await import('./SecondFactorStep')).SecondFactorStep,
}));
const RecoveryCodesPanel = lazy(async () => ({
  default: (await import('../../components/second-factor/RecoveryCodesPanel')).RecoveryCodesPanel,
}));

interface SignInProps {
  /** Why the user is here (the session ended), above the form. */
  notice?: string | undefined;
  onSignedIn: (user: CurrentUser) => void;
}

const EMPTY: LoginFormValues = { email: '', password: '' };

/**
 * The sign-in card: e-mail and password, then the second step when the server asks for one. The
 * console starts with it (app/ConsoleStart.tsx) before the router and TanStack Query have
 * loaded, so it uses neither; the login route shows the same card (LoginPage).
 */
export function SignIn({ notice, onSignedIn }: SignInProps) {
  useDocumentTitle(ja.auth.loginTitle);
  useEffect(() => whenIdle(() => void loadRules().catch(() => undefined)), []);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  // As react-hook-form does elsewhere: checked on submit, then again on every change.
  const [submitted, setSubmitted] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  /** The second step the server waits for (issue 28), only when its sign-in answer says so. */
  const [challenge, setChallenge] = useState<Extract<LoginOutcome, { kind: 'secondFactor' }> | null>(null);
  /** An enrolment completed at sign-in: its recovery codes are shown before the console opens. */
  const [enrolled, setEnrolled] = useState<SecondFactorOutcome | null>(null);

  const login = useSubmittedCall((input: LoginFormValues) => call('session.login', input), {
    onSuccess: (outcome) => {
      if (outcome.kind === 'signedIn') onSignedIn(outcome.user);
      else setChallenge(outcome);
    },
    onError: (error) => {
      if (!isCallError(error)) return;
      const fromServer: LoginFieldErrors = {};
      for (const entry of error.failure.errors) {
        if (entry.name === 'email' || entry.name === 'password') fromServer[entry.name] ??= entry.message;
      }
      setErrors(fromServer);
    },
  });

  function change(name: keyof LoginFormValues, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) void loadRules().then(({ checkLogin }) => setErrors(errorsOf(checkLogin(next))));
  }

  async function submit() {
    setSubmitted(true);
    const checked = (await loadRules()).checkLogin(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.email ? emailField : passwordField).current?.focus();
      return;
    }
    setErrors({});
    login.submit(checked.values);
  }

  if (enrolled?.recoveryCodes) {
    const { user, recoveryCodes } = enrolled;
    return (
      <Paper withBorder shadow="sm" p="xl" w={480} radius="md">
        <Suspense>
          <RecoveryCodesPanel codes={recoveryCodes} onDone={() => onSignedIn(user)} />
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
            onSignedIn={(outcome) =>
              outcome.recoveryCodes ? setEnrolled(outcome) : onSignedIn(outcome.user)
            }
            onBack={() => {
              setChallenge(null);
              login.reset();
              setValues((current) => ({ ...current, password: '' }));
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

  return (
    <Paper withBorder shadow="sm" p="xl" w={420} radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // A rules module that fails to load leaves the form as it is; the next submit tries again.
          submit().catch(() => undefined);
        }}
      >
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
            ref={emailField}
            name="email"
            label={ja.fields.email}
            type="email"
            autoComplete="username"
            withAsterisk
            data-autofocus
            autoFocus
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            ref={passwordField}
            name="password"
            label={ja.fields.password}
            autoComplete="current-password"
            withAsterisk
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            error={errors.password}
          />
          <Button type="submit" loading={login.isPending} fullWidth>
            {ja.actions.login}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

const errorsOf = (checked: { ok: true } | { ok: false; errors: LoginFieldErrors }): LoginFieldErrors =>
  checked.ok ? {} : checked.errors;
