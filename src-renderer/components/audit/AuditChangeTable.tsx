import { Stack, Table, Text } from '@mantine/core';
import type { AuditRowChange } from '@shared/api';
import { formatYen } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';

const messages = ja.audit;
const fieldLabels = messages.fields as Record<string, Record<string, string> | undefined>;

/** Coded columns shown by their labels, and amounts as yen, by `table.column`. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  'payments.ec_status': ja.enums.ecPaymentStatus,
  'payments.status': ja.enums.paymentStatus,
  'shops.status': ja.enums.shopStatus,
  'users.status': ja.enums.accountStatus,
  'users.role': ja.roles,
};
const YEN_COLUMNS = new Set(['payments.amount']);

function fieldLabel(table: string, column: string): string {
  return fieldLabels[table]?.[column] ?? fieldLabels.common?.[column] ?? column;
}

function shown(table: string, column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return messages.none;
  const key = `${table}.${column}`;
  const label = VALUE_LABELS[key]?.[String(value)];
  if (label) return label;
  if (YEN_COLUMNS.has(key) && Number.isFinite(Number(value))) return formatYen(Number(value));
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The rows one audit line changed: for each, its fields before and after (a secret only as changed). */
export function AuditChangeTable({ changes }: { changes: readonly AuditRowChange[] }) {
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {messages.noChanges}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {changes.map((row, index) => {
        const title = formatMessage(messages.rowTitle, {
          table: `${messages.tables[row.table] ?? row.table}${row.label ? `「${row.label}」` : ''}`,
          operation: messages.operations[row.operation],
        });
        return (
          <Stack gap={4} key={`${row.table}-${row.rowId ?? index}`}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            {row.fields.length === 0 ? (
              <Text size="sm" c="dimmed">
                {messages.noChanges}
              </Text>
            ) : (
              <Table withTableBorder striped aria-label={title} layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w="28%">{messages.columns.field}</Table.Th>
                    <Table.Th>{messages.columns.before}</Table.Th>
                    <Table.Th>{messages.columns.after}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {row.fields.map((field) => (
                    <Table.Tr key={field.column}>
                      <Table.Td>{fieldLabel(row.table, field.column)}</Table.Td>
                      {field.secret ? (
                        <Table.Td colSpan={2}>{messages.secretChanged}</Table.Td>
                      ) : (
                        <>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>
                            {shown(row.table, field.column, field.before)}
                          </Table.Td>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>
                            {shown(row.table, field.column, field.after)}
                          </Table.Td>
                        </>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
