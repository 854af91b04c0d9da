import { useState } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/api';
import { ROLE_MASTER } from '@shared/constants';
import { formatDateTime } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { call, isCallError } from '../../bridge/call';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { useSession } from '../../session/useSession';
import { ConfirmModal } from '../../components/ConfirmModal';
import { SecondFactorStateBadge } from '../../components/second-factor/SecondFactorStateBadge';
import { invalidateChannels, useChannelQuery } from '../../bridge/channelQuery';

/**
 * A user's 2段階認証 as head office sees it; master may reset it (the user enrols again at the
 * next sign-in). Hidden where the backend has no such API.
 */
export function UserSecondFactorPanel({ user }: { user: User }) {
  const { data: me } = useSession();
  const queryClient = useQueryClient();
  const alerts = useAlertStore();
  const [confirming, setConfirming] = useState(false);
  const status = useChannelQuery('secondFactor.user', { id: user.id }, { retry: false });
  const reset = useMutation({
    mutationFn: () => call('secondFactor.resetUser', { id: user.id }),
    onSuccess: (answer) => {
      setConfirming(false);
      alerts.add({ message: answer.message, type: 'success' });
      void invalidateChannels(queryClient, ['secondFactor.user']);
    },
    onError: (error) => {
      setConfirming(false);
      alerts.add({ message: isCallError(error) ? error.message : ja.errors.serverError, type: 'error' });
    },
  });
  if (!status.data) return null;
  const { enabled, enabledAt } = status.data.data;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="user-second-factor">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={3} size="h5" id="user-second-factor">
            {ja.secondFactor.userStatus}
          </Title>
          <SecondFactorStateBadge enabled={enabled} />
          {enabledAt && (
            <Text size="sm" c="dimmed">
              {formatMessage(ja.secondFactor.enabledSince, { date: formatDateTime(enabledAt) })}
            </Text>
          )}
        </Group>
        {me?.role === ROLE_MASTER && enabled && me.id !== user.id && (
          <Button variant="default" color="red" onClick={() => setConfirming(true)}>
            {ja.secondFactor.reset}
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={confirming}
        title={ja.secondFactor.reset}
        message={formatMessage(ja.secondFactor.resetConfirm, { name: `${user.nameSei} ${user.nameMei}` })}
        confirmLabel={ja.secondFactor.reset}
        danger
        loading={reset.isPending}
        onConfirm={() => reset.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
