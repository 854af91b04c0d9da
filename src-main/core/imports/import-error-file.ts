import { ja } from '@shared/messages';
import { downloadToFile, whyFileIsUnavailable } from '../jobs/download-to-file';
import { timestampedCsvName } from '../jobs/file-names';
import type { JobContext } from '../jobs/job-context';
import { chooseSaveTarget } from '../jobs/save-through-dialog';
import type { StoredImportJob } from './import-job-store';

/** Where the error file went, or why the user has none: the message the finished import shows. */
export type ImportErrorFileOutcome = { savedPath: string } | { savedPath: null; message: string };

/**
 * "Finished with failures": the error CSV at the URL the backend gave (errorPath) goes through
 * the save dialog into the chosen file, bytes untouched.
 */
export async function saveImportErrorFile(
  context: JobContext,
  job: StoredImportJob,
  errorPath: string | null | undefined,
): Promise<ImportErrorFileOutcome> {
  const notSaved = { savedPath: null, message: ja.main.importErrorFileNotSaved } as const;
  if (!errorPath) {
    context.logger.warn('Import finished with failures but without an error file', { jobId: job.jobId });
    return notSaved;
  }
  const target = await chooseSaveTarget(context.dialogs, context.saveFolder, {
    title: ja.main.importErrorSaveTitle,
    defaultFileName: timestampedCsvName(ja.main.importErrorFileLabel, context.timers.now()),
    filters: [{ name: ja.main.csvFileFilter, extensions: ['csv'] }],
    allowedFolders: context.csvSaveFolders,
  });
  if (target.kind !== 'chosen') {
    if (target.kind === 'refused')
      context.logger.warn('Import error file not saved: outside the allowed folders');
    return notSaved;
  }
  const saved = await downloadToFile(context, errorPath, target.path);
  if (!saved.ok) {
    context.logger.warn('Import error file not saved', { jobId: job.jobId, reason: saved.error.kind });
    const unavailable = whyFileIsUnavailable(saved);
    if (unavailable === 'gone') return { savedPath: null, message: ja.main.importErrorFileExpired };
    if (unavailable === 'refused') return { savedPath: null, message: ja.main.importErrorFileRefused };
    return notSaved;
  }
  context.saveFolder.rememberFileIn(target.path);
  return { savedPath: target.path };
}
