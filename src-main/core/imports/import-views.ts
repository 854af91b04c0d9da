import type { ImportJobView } from '@shared/ipc/jobs';
import type { StoredImportJob } from './import-job-store';

export function importJobView(
  job: StoredImportJob,
  state: ImportJobView['state'] = 'waiting',
): ImportJobView {
  return {
    jobId: job.jobId,
    target: job.target,
    subdomain: job.subdomain,
    state,
    requestedAt: job.requestedAt,
  };
}
