import { Button, Stack, Text } from '@mantine/core';
import { ja } from '@shared/messages';
import type { ImportRowError } from '@shared/ipc';
import { AppModal } from '../AppModal';
import { ImportErrorTable } from './ImportErrorTable';

/** The first row errors found in an import file before upload, so the user can fix the file at once. */
export function ImportRejectedModal({
  rejection,
  onClose,
}: {
  rejection: { message: string; rowErrors: ImportRowError[] } | null;
  onClose: () => void;
}) {
  return (
    <AppModal
      opened={rejection !== null}
      onClose={onClose}
      header={ja.csv.rejectedTitle}
      size="xl"
      footer={<Button onClick={onClose}>{ja.actions.close}</Button>}
    >
      {rejection && (
        <Stack gap="sm">
          <Text>{rejection.message}</Text>
          <ImportErrorTable errors={rejection.rowErrors} testId="import-row-errors" />
        </Stack>
      )}
    </AppModal>
  );
}
