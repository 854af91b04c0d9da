import { useContext } from 'react';
import { csvExportKindOf } from '@shared/constants';
import type { CsvExportId, ImportTarget } from '@shared/constants';
import { CsvJobsContext } from './CsvJobsContext';
import type { CsvJobs } from './CsvJobsContext';

export function useCsvJobs(): CsvJobs {
  const jobs = useContext(CsvJobsContext);
  if (!jobs) throw new Error('useCsvJobs must be used inside <CsvJobsProvider>');
  return jobs;
}

/** The per-kind disabled flag of the CSV export button: a job of that kind is running. */
export function useExportRunning(exportId: CsvExportId): boolean {
  const kind = csvExportKindOf(exportId);
  return useCsvJobs().exports.some((job) => job.kind === kind && job.state === 'waiting');
}

/** The per-kind disabled flag of the CSV import button: one is running, or its dry run awaits the user. */
export function useImportRunning(target: ImportTarget): boolean {
  return useCsvJobs().imports.some((job) => job.target === target && job.state !== 'finished');
}
