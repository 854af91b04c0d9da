import { Group, Modal } from '@mantine/core';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { ja } from '@shared/messages';

/** Class the page body carries while a modal is open (spec section 2, "Generic UI pieces"). */
export const OPEN_MODAL_BODY_CLASS = 'modal-open';

interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  header?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: string | number;
  /** False: only the footer's buttons close it (no close button, backdrop click or Esc). */
  dismissible?: boolean;
}

/** Modal with optional header, body and footer; a click on the backdrop or Esc closes it. */
export function AppModal({
  opened,
  onClose,
  header,
  children,
  footer,
  size = 'md',
  dismissible = true,
}: AppModalProps) {
  useEffect(() => {
    if (!opened) return;
    document.body.classList.add(OPEN_MODAL_BODY_CLASS);
    return () => document.body.classList.remove(OPEN_MODAL_BODY_CLASS);
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={header}
      withCloseButton={dismissible && header !== undefined}
      closeButtonProps={{ 'aria-label': ja.actions.close }}
      closeOnClickOutside={dismissible}
      closeOnEscape={dismissible}
      centered
      size={size}
    >
      {children}
      {footer && (
        <Group justify="flex-end" mt="lg" gap="sm">
          {footer}
        </Group>
      )}
    </Modal>
  );
}
