import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TrialResult } from '@shared/trial';
import { formatNumber, formatYen } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { TrialFigure } from './TrialFigure';

const texts = ja.contracts.trial;

/**
 * The trial calculation as the customer reads it: the totals, then each payment (equal
 * neighbours merged: 「2〜12回目 8,884円」). Null: nothing to calculate yet.
 */
export function TrialTable({ result, title = texts.title }: { result: TrialResult | null; title?: string }) {
  return (
    <Paper withBorder p="lg" data-testid="trial-table">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.lead}
        </Text>
        {result === null ? (
          <Text size="sm">{texts.pending}</Text>
        ) : !result.ok ? (
          <Alert color="yellow" variant="light">
            {texts[result.reason]}
          </Alert>
        ) : (
          <>
            <Group gap="xl" wrap="wrap">
              <TrialFigure
                label={texts.count}
                value={formatMessage(ja.paymentCount.count, { count: formatNumber(result.table.count) })}
              />
              <TrialFigure label={texts.principal} value={formatYen(result.table.principal)} />
              <TrialFigure label={texts.interest} value={formatYen(result.table.interest)} />
              <TrialFigure label={texts.total} value={formatYen(result.table.total)} strong />
            </Group>
            <Table withTableBorder striped aria-label={texts.tableLabel} maw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.number}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{texts.payment}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.table.rows.map((row) => (
                  <Table.Tr key={row.from}>
                    <Table.Td>
                      {row.from === row.to
                        ? formatMessage(texts.numberSingle, { from: row.from })
                        : formatMessage(texts.numberRange, { from: row.from, to: row.to })}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{formatYen(row.payment)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
