import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { LoginOutcome, SecondFactorOutcome } from '@shared/api';
import { ja } from '@shared/messages';
import { call, isCallError } from '../../bridge/call';
import { useSubmittedCall } from '../../bridge/useSubmittedCall';
import { TotpEnrolmentGuide } from '../../components/second-factor/TotpEnrolmentGuide';
import { VerificationCodeField } from '../../components/second-factor/VerificationCodeField';
import { sixDigitCode } from '../../components/second-factor/verificationCode';

type Challenge = Extract<LoginOutcome, { kind: 'secondFactor' }>;

interface SecondFactorStepProps {
  challenge: Challenge;
  onSignedIn: (outcome: SecondFactorOutcome) => void;
  onBack: () => void;
}

/**
 * The sign-in's second step: the app's six-digit code (or a recovery code), or, when the service
 * requires a second factor the account has not set up, the enrolment and its first code.
 */
export function SecondFactorStep({ challenge, onSignedIn, onBack }: SecondFactorStepProps) {
  const enrolling = challenge.method === 'enrol' && challenge.enrolment !== null;
  const [useRecovery, setUseRecovery] = useState(false);
  const [typed, setTyped] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);

  const verify = useSubmittedCall(
    (step: { code: string } | { recoveryCode: string }) => call('session.secondFactor', step),
    { onSuccess: onSignedIn },
  );

  function submit() {
    verify.reset();
    if (useRecovery) {
      const recoveryCode = typed.trim();
      if (!recoveryCode) return setFormatError(ja.secondFactor.recoveryCode + ja.validation.required);
      setFormatError(null);
      return verify.submit({ recoveryCode });
    }
    const code = sixDigitCode(typed);
    if (!code) return setFormatError(ja.secondFactor.codeFormat);
    setFormatError(null);
    verify.submit({ code });
  }

  function switchMode() {
    setUseRecovery((current) => !current);
    setTyped('');
    setFormatError(null);
    verify.reset();
  }

  const failure = verify.error
    ? isCallError(verify.error)
      ? verify.error.message
      : ja.errors.serverError
    : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {enrolling ? ja.secondFactor.enrolTitle : ja.secondFactor.codeStepTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {enrolling
            ? ja.secondFactor.enrolRequiredLead
            : useRecovery
              ? ja.secondFactor.recoveryStepLead
              : ja.secondFactor.codeStepLead}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="login-error">
            {failure}
          </Alert>
        )}
        {enrolling && challenge.enrolment && (
          <>
            <TotpEnrolmentGuide enrolment={challenge.enrolment} />
            <Text size="sm">{ja.secondFactor.enrolStep2}</Text>
          </>
        )}
        <VerificationCodeField
          key={useRecovery ? 'recovery' : 'code'}
          recovery={useRecovery}
          value={typed}
          onChange={setTyped}
          error={formatError}
          autoFocus
        />
        <Button type="submit" loading={verify.isPending} fullWidth>
          {ja.secondFactor.verify}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {ja.secondFactor.backToLogin}
          </Anchor>
          {!enrolling && (
            <Anchor component="button" type="button" size="sm" onClick={switchMode}>
              {useRecovery ? ja.secondFactor.useCode : ja.secondFactor.useRecoveryCode}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
