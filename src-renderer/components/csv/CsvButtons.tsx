import type { CsvExportId, ImportTarget } from '@shared/constants';
import { ja } from '@shared/messages';
import { CsvJobButton } from './CsvJobButton';
import { useCsvJobs, useExportJobState, useImportJobState } from './useCsvJobs';
import { useSingleFlight } from './useSingleFlight';

/** CSV出力: disabled while its request is in flight and while an export of the same kind runs. */
export function CsvExportButton(props: {
  subdomain: string;
  exportId: CsvExportId;
  filters: Record<string, string | number>;
}) {
  const jobs = useCsvJobs();
  const state = useExportJobState(props.exportId);
  const [pending, start] = useSingleFlight(() =>
    jobs.startExport(props.subdomain, props.exportId, props.filters),
  );
  const label = { idle: ja.actions.csvExport, running: ja.csv.exporting, resuming: ja.csv.exportResuming }[
    state
  ];
  return (
    <CsvJobButton state={state} pending={pending} onClick={start} testId={`csv-export-${props.exportId}`}>
      {label}
    </CsvJobButton>
  );
}

/**
 * CSV取込: picks the file with the native dialog; disabled while its request (dialog, checks,
 * upload) is in flight and while an import of the same kind runs.
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
  const label = {
    idle: props.label ?? ja.actions.csvImport,
    running: ja.success.importing,
    resuming: ja.csv.importResuming,
  }[state];
  return (
    <CsvJobButton state={state} pending={pending} onClick={start} testId={`csv-import-${props.target}`}>
      {label}
    </CsvJobButton>
  );
}
