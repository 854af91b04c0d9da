import { Button, Stack, Table, Text } from '@mantine/core';
import { ja } from '@shared/messages';
import type { ImportRowError } from '@shared/ipc';
import { AppModal } from '../AppModal';

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
          <Table striped withTableBorder data-testid="import-row-errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">{ja.csv.errorRow}</Table.Th>
                <Table.Th>{ja.csv.errorColumn}</Table.Th>
                <Table.Th>{ja.csv.errorMessage}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rejection.rowErrors.map((error, index) => (
                <Table.Tr key={`${error.row}-${error.column}-${index}`}>
                  <Table.Td ta="right">{error.row}</Table.Td>
                  <Table.Td>{error.column}</Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </AppModal>
  );
}
