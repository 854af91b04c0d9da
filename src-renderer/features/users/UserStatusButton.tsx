import { Button } from '@mantine/core';
import type { User } from '@shared/api';
import { ACCOUNT_STATUS } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { call } from '../../bridge/call';
import { PendingRowConfirm } from '../../components/list/PendingRowConfirm';
import { usePendingRowAction } from '../../components/list/usePendingRowAction';

const pausing = (user: User) => user.status === ACCOUNT_STATUS.ACTIVE;

/** Pause or resume an account (status Active 2 / Pause 3), after a confirmation naming the user. */
export function UserStatusButton({ user }: { user: User }) {
  const change = usePendingRowAction({
    run: (asked: User) =>
      call('users.updateStatus', {
        id: asked.id,
        status: pausing(asked) ? ACCOUNT_STATUS.PAUSE : ACCOUNT_STATUS.ACTIVE,
        updatedAt: asked.updatedAt,
      }),
    invalidate: ['users.list'],
  });
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        color={pausing(user) ? 'red' : undefined}
        onClick={() => change.ask(user)}
      >
        {pausing(user) ? ja.users.pause : ja.users.resume}
      </Button>
      <PendingRowConfirm
        action={change}
        danger={pausing}
        title={(asked) => (pausing(asked) ? ja.users.pauseTitle : ja.users.resumeTitle)}
        message={(asked) =>
          formatMessage(pausing(asked) ? ja.users.pauseConfirm : ja.users.resumeConfirm, {
            name: `${asked.nameSei} ${asked.nameMei}（${asked.email}）`,
          })
        }
        confirmLabel={(asked) => (pausing(asked) ? ja.users.pause : ja.users.resume)}
      />
    </>
  );
}
