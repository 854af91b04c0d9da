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

/**
 * What the CSV button of one kind shows: idle, running (disabled), or resuming (disabled, and
 * saying that the server resumes the job after the process working on it stopped).
 */
export type CsvJobState = 'idle' | 'running' | 'resuming';

export function useExportJobState(exportId: CsvExportId): CsvJobState {
  const kind = csvExportKindOf(exportId);
  const running = useCsvJobs().exports.filter((job) => job.kind === kind && job.state === 'waiting');
  if (running.length === 0) return 'idle';
  return running.some((job) => job.resuming) ? 'resuming' : 'running';
}

/** An import of the target is running, or its dry run awaits the user. */
export function useImportJobState(target: ImportTarget): CsvJobState {
  const running = useCsvJobs().imports.filter((job) => job.target === target && job.state !== 'finished');
  if (running.length === 0) return 'idle';
  return running.some((job) => job.resuming) ? 'resuming' : 'running';
}
