import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '@shared/api';
import { ACCOUNT_STATUS } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { useFailureHandler } from '../../platform/useFailureHandler';
import { call } from '../../bridge/call';
import { AppModal } from '../../components/AppModal';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { invalidateChannels } from '../../bridge/channelQuery';

/** Pause or resume an account (status Active 2 / Pause 3), after a confirmation naming the user. */
export function UserStatusButton({ user }: { user: User }) {
  const [confirming, setConfirming] = useState(false);
  const alerts = useAlertStore();
  const handleFailure = useFailureHandler();
  const queryClient = useQueryClient();
  const pausing = user.status === ACCOUNT_STATUS.ACTIVE;
  const name = `${user.nameSei} ${user.nameMei}`;
  const change = useMutation({
    mutationFn: () =>
      call('users.updateStatus', {
        id: user.id,
        status: pausing ? ACCOUNT_STATUS.PAUSE : ACCOUNT_STATUS.ACTIVE,
        updatedAt: user.updatedAt,
      }),
    onMutate: () => alerts.clear(),
    onSuccess: async (answer) => {
      alerts.add({ message: answer.message, type: 'success' });
      await invalidateChannels(queryClient, ['users.list']);
    },
    onError: (error) => handleFailure(error),
    onSettled: () => setConfirming(false),
  });

  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        color={pausing ? 'red' : undefined}
        onClick={() => setConfirming(true)}
      >
        {pausing ? ja.users.pause : ja.users.resume}
      </Button>
      <AppModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        header={pausing ? ja.users.pauseTitle : ja.users.resumeTitle}
        footer={
          <>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {ja.actions.cancel}
            </Button>
            <Button
              color={pausing ? 'red' : undefined}
              loading={change.isPending}
              onClick={() => change.mutate()}
            >
              {pausing ? ja.users.pause : ja.users.resume}
            </Button>
          </>
        }
      >
        {formatMessage(pausing ? ja.users.pauseConfirm : ja.users.resumeConfirm, {
          name: `${name}（${user.email}）`,
        })}
      </AppModal>
    </>
  );
}
