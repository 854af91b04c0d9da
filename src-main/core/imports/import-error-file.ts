import { ja } from '@shared/messages';
import { apiLocationOf } from '../api/api-url';
import type { DownloadRequest } from '../api/api-client';
import { downloadToFile } from '../jobs/download-to-file';
import { timestampedCsvName } from '../jobs/file-names';
import type { JobContext } from '../jobs/job-context';
import { chooseSaveTarget } from '../jobs/save-through-dialog';
import type { StoredImportJob } from './import-job-store';

/**
 * "Finished with failures": the server's error CSV goes through the save dialog into the chosen
 * file, bytes untouched. Answers where it was saved, or null (cancelled, or it could not be had).
 */
export async function saveImportErrorFile(
  context: JobContext,
  job: StoredImportJob,
  errorPath: string | null,
): Promise<string | null> {
  const target = await chooseSaveTarget(context.dialogs, context.saveFolder, {
    title: ja.main.importErrorSaveTitle,
    defaultFileName: timestampedCsvName(ja.main.importErrorFileLabel, context.timers.now()),
    filters: [{ name: ja.main.csvFileFilter, extensions: ['csv'] }],
    allowedFolders: context.csvSaveFolders,
  });
  if (target.kind !== 'chosen') {
    if (target.kind === 'refused')
      context.logger.warn('Import error file not saved: outside the allowed folders');
    return null;
  }
  const targetPath = target.path;
  const saved = await downloadToFile(context, errorFileSource(context, job, errorPath), targetPath);
  if (!saved.ok) {
    context.logger.warn('Import error file not saved', { jobId: job.jobId, reason: saved.error.kind });
    return null;
  }
  context.saveFolder.rememberFileIn(targetPath);
  return targetPath;
}

function errorFileSource(
  context: JobContext,
  job: StoredImportJob,
  errorPath: string | null,
): DownloadRequest {
  const inside = errorPath ? apiLocationOf(context.apiBaseUrl, errorPath) : null;
  return inside ?? { path: `import/error-file/${encodeURIComponent(job.jobId)}` };
}
