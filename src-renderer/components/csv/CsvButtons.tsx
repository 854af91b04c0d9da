import { Button, Group } from '@mantine/core';
import type { CsvExportId, ImportTarget } from '@shared/constants';
import { isCsvImportTarget } from '@shared/imports/templates';
import type { CsvImportTarget } from '@shared/imports/templates';
import { formatMessage, ja } from '@shared/messages';
import { useCsvJobs, useExportRunning, useImportRunning } from './useCsvJobs';
import { useSingleFlight } from './useSingleFlight';

/** CSV出力: disabled while its request is in flight and while an export of the same kind runs. */
export function CsvExportButton(props: {
  subdomain: string;
  exportId: CsvExportId;
  filters: Record<string, string | number>;
  /** The button's words when it is not 「CSV出力」 (the journals: 「仕訳ファイルを出力」). */
  label?: string;
  /** Checks the screen's input first; false starts nothing (the screen shows why). */
  canStart?: () => boolean;
  variant?: 'default' | 'filled';
}) {
  const jobs = useCsvJobs();
  const running = useExportRunning(props.exportId);
  const [pending, start] = useSingleFlight(() =>
    props.canStart && !props.canStart()
      ? Promise.resolve()
      : jobs.startExport(props.subdomain, props.exportId, props.filters),
  );
  return (
    <Button
      variant={props.variant ?? 'default'}
      disabled={running}
      loading={pending}
      onClick={start}
      data-testid={`csv-export-${props.exportId}`}
    >
      {running ? ja.csv.exporting : (props.label ?? ja.actions.csvExport)}
    </Button>
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
  const running = useImportRunning(props.target);
  const [pending, start] = useSingleFlight(() =>
    jobs.startImport(props.subdomain, props.target, props.shopId),
  );
  const label = props.label ?? ja.actions.csvImport;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        variant="default"
        disabled={running}
        loading={pending}
        onClick={start}
        data-testid={`csv-import-${props.target}`}
      >
        {running ? ja.csv.importing : label}
      </Button>
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
