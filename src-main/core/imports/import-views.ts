import type { ImportJobView } from '@shared/ipc/jobs';
import type { StoredImportJob } from './import-job-store';

export function importJobView(job: StoredImportJob, finished = false): ImportJobView {
  return {
    jobId: job.jobId,
    target: job.target,
    subdomain: job.subdomain,
    state: finished ? 'finished' : job.preview ? 'previewed' : 'waiting',
    resuming: !finished && !job.preview && job.resuming,
    requestedAt: job.requestedAt,
    preview: finished ? null : job.preview,
  };
}
