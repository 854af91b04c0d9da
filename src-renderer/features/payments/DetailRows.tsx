import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs of a record's screen, as a two-column table (labels are row headers). */
export function DetailRows({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  return (
    <Table withTableBorder withColumnBorders data-testid={testId} layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={180} scope="row" bg="gray.0">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
