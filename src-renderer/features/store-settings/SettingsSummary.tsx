import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ja } from '@shared/messages';

export interface SummaryRow {
  label: string;
  /** Empty text or null reads 「未設定」. */
  value: ReactNode;
}

/** One group of saved settings on the summary page, with the link to its edit page. */
export function SettingsSummary({
  title,
  editPath,
  rows,
}: {
  title: string;
  editPath: string;
  rows: SummaryRow[];
}) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Anchor component={Link} to={editPath} size="sm">
            {ja.storeSettings.editLink}
          </Anchor>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder verticalSpacing={6}>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th w={168}>{row.label}</Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {row.value === '' || row.value === null ? (
                    <Text span size="sm" c="dimmed">
                      {ja.storeSettings.notSet}
                    </Text>
                  ) : (
                    row.value
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
