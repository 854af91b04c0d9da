import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { JournalSummary } from '@shared/api';
import { YAYOI_DEPARTMENT_MAX_BYTES } from '@shared/constants';
import { formatDate, formatNumber, formatYen } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';

const texts = ja.accounting;
const labels = texts.exportPage;
const NUMERIC = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * What the journal will book, before it is exported: sales and cancellations by payment method
 * and tax rate, their difference (the summary's 売上金額 for the same days and shops), and how
 * many lines, slips and files the software will take in.
 */
export function JournalSummaryPanel({ summary }: { summary: JournalSummary }) {
  const range = `${formatDate(summary.from)}〜${formatDate(summary.to)}`;
  const shops = formatMessage(labels.previewShopCount, { count: formatNumber(summary.shopCount) });
  return (
    <Paper withBorder p="lg" data-testid="journal-summary">
      <Stack gap="md">
        <Title order={3} size="h5">
          {labels.previewTitle}
        </Title>
        <Text size="sm">{formatMessage(labels.previewLead, { range, shops })}</Text>
        {summary.rows.length === 0 ? (
          <Text size="sm">{labels.previewEmpty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{labels.columns.category}</Table.Th>
                  <Table.Th>{labels.columns.taxRate}</Table.Th>
                  <Table.Th style={NUMERIC}>{labels.columns.sales}</Table.Th>
                  <Table.Th style={NUMERIC}>{labels.columns.cancellations}</Table.Th>
                  <Table.Th style={NUMERIC}>{labels.columns.net}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.rows.map((row) => (
                  <Table.Tr key={`${row.category}-${row.taxRate}`}>
                    <Table.Td>{texts.categories[row.category]}</Table.Td>
                    <Table.Td>{texts.taxRates[row.taxRate]}</Table.Td>
                    <Table.Td style={NUMERIC}>{formatYen(row.grossAmount)}</Table.Td>
                    <Table.Td style={NUMERIC}>{formatYen(row.cancelledAmount)}</Table.Td>
                    <Table.Td style={NUMERIC}>{formatYen(row.grossAmount - row.cancelledAmount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Td colSpan={2}>{labels.totalRow}</Table.Td>
                  <Table.Td style={NUMERIC}>{formatYen(summary.total.grossAmount)}</Table.Td>
                  <Table.Td style={NUMERIC}>{formatYen(summary.total.cancelledAmount)}</Table.Td>
                  <Table.Td style={NUMERIC} data-testid="journal-net-amount">
                    {formatYen(summary.total.netAmount)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
        {summary.lines > 0 && (
          <Text size="sm" data-testid="journal-lines">
            {formatMessage(labels.lines, {
              lines: formatNumber(summary.lines),
              slips: formatNumber(summary.slips),
            })}
          </Text>
        )}
        {summary.files > 1 && summary.target !== 'moneyForward' && (
          <Alert color="blue" variant="light">
            {formatMessage(labels.files, {
              files: formatNumber(summary.files),
              reason: labels.splitReason[summary.target],
            })}
          </Alert>
        )}
        {summary.departmentCut.length > 0 && (
          <Alert color="yellow" variant="light">
            {formatMessage(labels.departmentCut, {
              max: YAYOI_DEPARTMENT_MAX_BYTES,
              shops: summary.departmentCut.join('、'),
            })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
