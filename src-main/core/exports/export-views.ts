import { csvExportKindOf } from '@shared/constants/csv';
import type { CsvExportKind } from '@shared/constants/csv';
import type { ExportJobView } from '@shared/ipc/jobs';
import { ja } from '@shared/messages';
import type { StoredExportJob } from './export-job-store';

/** What the renderer sees of a stored job (never the download location). */
export function exportJobView(job: StoredExportJob): ExportJobView | null {
  const kind = csvExportKindOf(job.exportId);
  if (!kind) return null;
  return {
    jobId: job.jobId,
    kind,
    subdomain: job.subdomain,
    state: job.state,
    resuming: job.state === 'waiting' && job.resuming,
    requestedAt: job.requestedAt,
    message: null,
    format: job.format,
    encoding: job.encoding,
    substitutions: job.substitutions,
  };
}

export function exportJobViews(jobs: StoredExportJob[]): ExportJobView[] {
  return jobs.map(exportJobView).filter((view): view is ExportJobView => view !== null);
}

/** The Japanese name of the data kind: in file names and notifications. */
export function exportKindLabel(kind: CsvExportKind): string {
  return ja.enums.csvKind[kind];
}
