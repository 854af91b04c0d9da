import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMessage, ja } from '@shared/messages';
import type { ImportJobView } from '@shared/ipc';
import { AppModal } from '../AppModal';
import { ImportErrorTable } from './ImportErrorTable';

const labels = ja.importPreview;

/**
 * The dry run of an import (issue 16): the encoding found, how many rows will be created,
 * updated and left unchanged, and the rows with errors, before anything is written. 取り込む
 * applies exactly this; キャンセル, a click on the backdrop or Esc gives it up (nothing is
 * written without a choice). When some rows have errors the choice is the user's: import the
 * good rows only (how many is said) or import nothing and fix the file; either way the error
 * file is saved first. While a choice is being carried out the modal cannot be closed.
 */
export function ImportPreviewModal({
  job,
  busy,
  onConfirm,
  onCancel,
}: {
  job: ImportJobView | null;
  busy: boolean;
  onConfirm: (job: ImportJobView) => void;
  onCancel: (job: ImportJobView, saveErrors: boolean) => void;
}) {
  const preview = job?.preview ?? null;
  const applicable = preview ? preview.create + preview.update + preview.unchanged : 0;
  const shownRows = new Set(preview?.errors.map((error) => error.row)).size;
  const withErrors = (preview?.failed ?? 0) > 0;
  const counts = preview
    ? ([
        ['total', labels.total, preview.total],
        ['create', labels.create, preview.create],
        ['update', labels.update, preview.update],
        ['unchanged', labels.unchanged, preview.unchanged],
        ['failed', labels.failed, preview.failed],
      ] as const)
    : [];
  return (
    <AppModal
      opened={job !== null && preview !== null}
      onClose={() => job && !busy && onCancel(job, false)}
      dismissible={!busy}
      header={labels.title}
      size="xl"
      footer={
        <Group justify="flex-end">
          <Button variant="default" onClick={() => job && onCancel(job, false)} disabled={busy}>
            {labels.cancel}
          </Button>
          {withErrors && (
            <Button variant="default" onClick={() => job && onCancel(job, true)} disabled={busy}>
              {labels.fixAndRetry}
            </Button>
          )}
          <Button onClick={() => job && onConfirm(job)} loading={busy} disabled={applicable === 0}>
            {withErrors ? formatMessage(labels.importGoodRows, { count: applicable }) : labels.confirm}
          </Button>
        </Group>
      }
    >
      {preview && (
        <Stack gap="sm" data-testid="import-preview">
          <Text>
            {applicable === 0
              ? labels.nothingToApply
              : withErrors
                ? formatMessage(labels.errorsFound, { failed: preview.failed })
                : labels.lead}
          </Text>
          {withErrors && (
            <Text size="sm" c="dimmed">
              {labels.errorFileFirst}
            </Text>
          )}
          <Text size="sm" data-testid="import-preview-encoding">
            {labels.encoding}: {labels.encodings[preview.encoding]}
          </Text>
          <SimpleGrid cols={5} spacing="xs">
            {counts.map(([key, label, count]) => (
              <Stack key={key} gap={0} data-testid={`import-preview-${key}`}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={700} c={key === 'failed' && count > 0 ? 'red.8' : undefined}>
                  {formatMessage(labels.rows, { count })}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          {preview.errors.length > 0 && (
            <>
              <Text size="sm">{labels.errorsLead}</Text>
              <ImportErrorTable errors={preview.errors} testId="import-preview-errors" />
              {preview.failed > shownRows && (
                <Text size="sm" c="dimmed">
                  {formatMessage(labels.errorsMore, { count: preview.failed - shownRows })}
                </Text>
              )}
            </>
          )}
        </Stack>
      )}
    </AppModal>
  );
}
