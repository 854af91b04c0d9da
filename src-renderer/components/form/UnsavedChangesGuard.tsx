import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ja } from '@shared/messages';
import { AppModal } from '../AppModal';

/** Asks before leaving a page whose form has unsaved input. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <AppModal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      header={ja.pages.unsavedChangesTitle}
      footer={
        <>
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {ja.pages.stayOnPage}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {ja.pages.leavePage}
          </Button>
        </>
      }
    >
      {ja.pages.unsavedChangesBody}
    </AppModal>
  );
}
