import { Button } from '@mantine/core';
import { useState } from 'react';
import { ja } from '@shared/messages';
import { PushSendModal } from './PushSendModal';

/**
 * 「プッシュ通知を送信」: from the customer list (its filter, or every app user) or from one
 * template's row (that template fixed).
 */
export function PushSendButton({
  subdomain,
  filter,
  templateId,
  label = ja.customers.list.sendPush,
}: {
  subdomain: string;
  /** The customer list's filter; without one the push goes to every app user. */
  filter?: Record<string, string>;
  templateId?: number;
  label?: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant={templateId ? 'light' : 'default'}
        size={templateId ? 'xs' : 'sm'}
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      {opened && (
        <PushSendModal
          subdomain={subdomain}
          filter={filter}
          fixedTemplate={templateId}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
