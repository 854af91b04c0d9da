import { Table } from '@mantine/core';
import { ja } from '@shared/messages';
import type { ImportRowError } from '@shared/ipc';

/** Rows of an import file with their errors: row number (as a spreadsheet shows it), column, message. */
export function ImportErrorTable({ errors, testId }: { errors: readonly ImportRowError[]; testId: string }) {
  return (
    <Table striped withTableBorder data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th ta="right">{ja.csv.errorRow}</Table.Th>
          <Table.Th>{ja.csv.errorColumn}</Table.Th>
          <Table.Th>{ja.csv.errorMessage}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {errors.map((error, index) => (
          <Table.Tr key={`${error.row}-${error.column}-${index}`}>
            <Table.Td ta="right">{error.row}</Table.Td>
            <Table.Td>{error.column}</Table.Td>
            <Table.Td>{error.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
