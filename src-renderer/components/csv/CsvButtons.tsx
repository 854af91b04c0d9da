import { Button, Group } from '@mantine/core';
import type { CsvExportId, ImportTarget } from '@shared/constants';
import { isCsvImportTarget } from '@shared/imports/templates';
import type { CsvImportTarget } from '@shared/imports/templates';
import { formatMessage, ja } from '@shared/messages';
import { CsvJobButton } from './CsvJobButton';
import type { ExportFileChoice } from './CsvJobsContext';
import { ExportFileMenu } from './ExportFileMenu';
import { useCsvJobs, useExportJobState, useImportJobState } from './useCsvJobs';
import { useSingleFlight } from './useSingleFlight';

/**
 * CSV出力: the spec's Shift_JIS CSV at a click, and beside it a menu of the other files (UTF-8,
 * .xlsx) unless the export writes a file of its own form (the journals). Disabled while its
 * request is in flight and while an export of the same kind runs.
 */
export function CsvExportButton(props: {
  subdomain: string;
  exportId: CsvExportId;
  filters: Record<string, string | number>;
  /** The button's words when it is not 「CSV出力」 (the journals: 「仕訳ファイルを出力」). */
  label?: string;
  /** Checks the screen's input first; false starts nothing (the screen shows why). */
  canStart?: () => boolean;
  variant?: 'default' | 'filled';
  /** False for an export whose file is fixed by where it goes (a journal): no menu of files. */
  fileChoice?: boolean;
}) {
  const jobs = useCsvJobs();
  const state = useExportJobState(props.exportId);
  const [pending, start] = useSingleFlight((file?: ExportFileChoice) =>
    props.canStart && !props.canStart()
      ? Promise.resolve()
      : jobs.startExport(props.subdomain, props.exportId, props.filters, file),
  );
  const testId = `csv-export-${props.exportId}`;
  const label = {
    idle: props.label ?? ja.actions.csvExport,
    running: ja.csv.exporting,
    resuming: ja.csv.exportResuming,
  }[state];
  const button = (
    <CsvJobButton
      state={state}
      pending={pending}
      onClick={() => start()}
      testId={testId}
      variant={props.variant}
    >
      {label}
    </CsvJobButton>
  );
  if (props.fileChoice === false) return button;
  return (
    <Button.Group>
      {button}
      <ExportFileMenu testId={testId} disabled={state !== 'idle' || pending} onChoose={start} />
    </Button.Group>
  );
}

/**
 * CSV取込: picks the file with the native dialog; disabled while its request (dialog, checks,
 * upload) is in flight and while an import of the same kind runs. Beside it, the import's
 * template CSV (its header and an example row), saved where the user chooses.
 */
export function CsvImportButton(props: {
  subdomain: string;
  target: ImportTarget;
  shopId?: number;
  label?: string;
}) {
  const jobs = useCsvJobs();
  const state = useImportJobState(props.target);
  const [pending, start] = useSingleFlight(() =>
    jobs.startImport(props.subdomain, props.target, props.shopId),
  );
  const label = props.label ?? ja.actions.csvImport;
  const shown = { idle: label, running: ja.csv.importing, resuming: ja.csv.importResuming }[state];
  return (
    <Group gap={4} wrap="nowrap">
      <CsvJobButton state={state} pending={pending} onClick={start} testId={`csv-import-${props.target}`}>
        {shown}
      </CsvJobButton>
      {isCsvImportTarget(props.target) && <CsvTemplateButton target={props.target} importLabel={label} />}
    </Group>
  );
}

function CsvTemplateButton({ target, importLabel }: { target: CsvImportTarget; importLabel: string }) {
  const jobs = useCsvJobs();
  const [pending, save] = useSingleFlight(() => jobs.saveTemplate(target));
  return (
    <Button
      variant="subtle"
      px="xs"
      loading={pending}
      onClick={save}
      aria-label={formatMessage(ja.imports.templateLabel, { name: importLabel })}
      data-testid={`csv-template-${target}`}
    >
      {ja.imports.template}
    </Button>
  );
}
