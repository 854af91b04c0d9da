import { Group, Modal } from '@mantine/core';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { ja } from '@shared/messages';

/** Class the page body carries while a modal is open (spec section 2, "Generic UI pieces"). */
export const OPEN_MODAL_BODY_CLASS = 'modal-open';

/** The modals open now: the mark stays while any is open (a confirmation over a form, say). */
let openModals = 0;

function markModalOpened(): () => void {
  openModals += 1;
  document.body.classList.add(OPEN_MODAL_BODY_CLASS);
  return () => {
    openModals -= 1;
    if (openModals === 0) document.body.classList.remove(OPEN_MODAL_BODY_CLASS);
  };
}

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
  useEffect(() => (opened ? markModalOpened() : undefined), [opened]);

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
