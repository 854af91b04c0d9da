import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorEnrolment, SecondFactorStatus } from '@shared/api';
import { formatDateTime } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { call, isCallError } from '../../bridge/call';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { RecoveryCodesPanel } from '../../components/second-factor/RecoveryCodesPanel';
import { TotpEnrolmentGuide } from '../../components/second-factor/TotpEnrolmentGuide';
import { VerificationCodeField } from '../../components/second-factor/VerificationCodeField';
import { sixDigitCode } from '../../components/second-factor/verificationCode';
import { SecondFactorStateBadge } from '../../components/second-factor/SecondFactorStateBadge';
import { invalidateChannels, useChannelQuery } from '../../bridge/channelQuery';

type Step =
  | { kind: 'idle' }
  | { kind: 'enrol'; enrolment: SecondFactorEnrolment }
  | { kind: 'disable' }
  | { kind: 'renew' }
  | { kind: 'codes'; codes: string[] };

/**
 * アカウント設定's 2段階認証 (issue 28): enrol with a QR code and a first code, see the ten recovery
 * codes once, renew them or turn the second factor off. Hidden when the backend has no such API.
 */
export function SecondFactorSection() {
  const status = useChannelQuery('secondFactor.status', undefined, {
    retry: false,
    select: (answer) => answer.data,
  });
  if (!status.data) return null;
  return <SecondFactorPanel status={status.data} />;
}

function SecondFactorPanel({ status }: { status: SecondFactorStatus }) {
  const queryClient = useQueryClient();
  const alerts = useAlertStore();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [typed, setTyped] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);

  function goTo(next: Step) {
    setStep(next);
    setTyped('');
    setFormatError(null);
    confirm.reset();
  }
  const refreshStatus = () => invalidateChannels(queryClient, ['secondFactor.status']);

  const setUp = useMutation({
    mutationFn: () => call('secondFactor.setup', undefined),
    onSuccess: (answer) => goTo({ kind: 'enrol', enrolment: answer.data }),
  });

  const confirm = useMutation({
    mutationFn: async (code: string): Promise<{ message: string; codes: string[] | null }> => {
      if (step.kind === 'enrol') {
        const answer = await call('secondFactor.enable', { code });
        return { message: answer.message, codes: answer.data.recoveryCodes };
      }
      if (step.kind === 'renew') {
        const answer = await call('secondFactor.renewRecoveryCodes', { code });
        return { message: answer.message, codes: answer.data.recoveryCodes };
      }
      const answer = await call('secondFactor.disable', { code });
      return { message: answer.message, codes: null };
    },
    onSuccess: ({ message, codes }) => {
      alerts.add({ message, type: 'success' });
      void refreshStatus();
      goTo(codes ? { kind: 'codes', codes } : { kind: 'idle' });
    },
  });

  function submit() {
    const code = sixDigitCode(typed);
    if (!code) return setFormatError(ja.secondFactor.codeFormat);
    setFormatError(null);
    confirm.mutate(code);
  }

  const failure = [setUp.error, confirm.error].find(Boolean);
  const failureMessage = failure ? (isCallError(failure) ? failure.message : ja.errors.serverError) : null;
  const asksCode = step.kind === 'enrol' || step.kind === 'disable' || step.kind === 'renew';

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="second-factor-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h5" id="second-factor-title">
            {ja.secondFactor.title}
          </Title>
          <span data-testid="second-factor-state">
            <SecondFactorStateBadge enabled={status.enabled} />
          </span>
        </Group>
        <Text size="sm" c="dimmed">
          {ja.secondFactor.lead}
        </Text>
        {status.required && (
          <Text size="sm" fw={500}>
            {ja.secondFactor.required}
          </Text>
        )}
        {status.enabled && (
          <Text size="sm">
            {status.enabledAt &&
              formatMessage(ja.secondFactor.enabledSince, { date: formatDateTime(status.enabledAt) })}
            {status.enabledAt && '　'}
            {formatMessage(ja.secondFactor.recoveryCodesLeft, { count: status.recoveryCodesLeft })}
          </Text>
        )}
        {failureMessage && (
          <Alert color="red" variant="light" role="alert">
            {failureMessage}
          </Alert>
        )}

        {step.kind === 'codes' && (
          <RecoveryCodesPanel codes={step.codes} onDone={() => goTo({ kind: 'idle' })} />
        )}

        {step.kind === 'idle' && (
          <Group gap="sm">
            {!status.enabled && (
              <Button onClick={() => setUp.mutate()} loading={setUp.isPending}>
                {ja.secondFactor.setUp}
              </Button>
            )}
            {status.enabled && (
              <Button variant="default" onClick={() => goTo({ kind: 'renew' })}>
                {ja.secondFactor.renewCodes}
              </Button>
            )}
            {status.enabled && !status.required && (
              <Button variant="default" color="red" onClick={() => goTo({ kind: 'disable' })}>
                {ja.secondFactor.disable}
              </Button>
            )}
          </Group>
        )}

        {asksCode && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="sm" maw={480}>
              {step.kind === 'enrol' && (
                <>
                  <Title order={4} size="h6">
                    {ja.secondFactor.enrolTitle}
                  </Title>
                  <TotpEnrolmentGuide enrolment={step.enrolment} />
                  <Text size="sm">{ja.secondFactor.enrolStep2}</Text>
                </>
              )}
              {step.kind === 'disable' && <Text size="sm">{ja.secondFactor.disableLead}</Text>}
              {step.kind === 'renew' && <Text size="sm">{ja.secondFactor.renewLead}</Text>}
              <VerificationCodeField value={typed} onChange={setTyped} error={formatError} autoFocus />
              <Group gap="sm">
                <Button
                  type="submit"
                  loading={confirm.isPending}
                  color={step.kind === 'disable' ? 'red' : undefined}
                >
                  {step.kind === 'disable' ? ja.secondFactor.disable : ja.secondFactor.confirm}
                </Button>
                <Button variant="default" onClick={() => goTo({ kind: 'idle' })}>
                  {ja.actions.cancel}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
