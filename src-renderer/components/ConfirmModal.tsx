import { Button, Text } from '@mantine/core';
import { ja } from '@shared/messages';
import { AppModal } from './AppModal';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** Names the record the action applies to (UI guidelines). */
  message: string;
  confirmLabel: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action: the message, キャンセル, and the action's own button. */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      header={props.title}
      footer={
        <>
          <Button variant="default" onClick={props.onClose}>
            {ja.actions.cancel}
          </Button>
          <Button
            color={props.danger ? 'red' : undefined}
            loading={props.loading}
            onClick={props.onConfirm}
            data-autofocus
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <Text size="sm">{props.message}</Text>
    </AppModal>
  );
}
