import { Stack, Table, Text, Title } from '@mantine/core';
import type { FieldPath } from 'react-hook-form';
import { ja } from '@shared/messages';
import type { AccountingSettingsFormInput } from '@shared/validation';
import { FieldLabel } from '../../components/form/FormField';
import { AccountingNameCell } from './AccountingNameCell';

type Name = FieldPath<AccountingSettingsFormInput>;

/** One row of names: the 勘定科目 (where the software takes one here) and the second name. */
export interface AccountingNameRow {
  key: string;
  label: string;
  account?: { name: Name; label: string };
  subAccount: { name: Name; label: string };
}

interface AccountingNameTableProps {
  title: string;
  hint?: string;
  /** The heading of the rows' own column (none where the rows name themselves). */
  rowHeader?: string;
  /** Whether the table has the 勘定科目 column (freee books its receivables itself). */
  withAccount: boolean;
  /** The heading of the second name's column (補助科目, 取引先 or 品目). */
  subHeader: string;
  rows: AccountingNameRow[];
}

/** A section of one software's names: a row per category or kind, the 勘定科目 and its second name. */
export function AccountingNameTable({
  title,
  hint,
  rowHeader,
  withAccount,
  subHeader,
  rows,
}: AccountingNameTableProps) {
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={180}>{rowHeader}</Table.Th>
              {withAccount && (
                <Table.Th>
                  <FieldLabel required>{ja.accounting.settingsPage.columns.account}</FieldLabel>
                </Table.Th>
              )}
              <Table.Th>{subHeader}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                {row.account && <AccountingNameCell name={row.account.name} label={row.account.label} />}
                <AccountingNameCell name={row.subAccount.name} label={row.subAccount.label} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
