import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ChannelParsedRequest } from '@shared/ipc/contract';
import type { RecentExport } from '@shared/ipc/jobs';
import { failure, success } from '@shared/ipc/result';
import type { CallResult } from '@shared/ipc/result';
import { ja } from '@shared/messages';
import { noSessionFailure } from '../api/call-failures';
import { downloadToFile, whyFileIsUnavailable } from '../jobs/download-to-file';
import { extensionOf, timestampedFileName } from '../jobs/file-names';
import type { JobContext } from '../jobs/job-context';
import { localFailure } from '../jobs/local-failures';
import { chooseSaveTarget } from '../jobs/save-through-dialog';
import { tokyoTimestamp } from '../jobs/timestamps';
import type { StoredExportJob } from './export-job-store';
import type { ExportJobs } from './export-jobs';
import { exportJobView, exportKindLabel } from './export-views';
import { createRecentExports } from './recent-exports';

/** The save dialog's filter for each file an export may write. */
const SAVE_FILTERS: Record<'csv' | 'zip' | 'xlsx', { name: string; extensions: string[] }> = {
  csv: { name: ja.main.csvFileFilter, extensions: ['csv'] },
  zip: { name: ja.main.zipFileFilter, extensions: ['zip'] },
  xlsx: { name: ja.main.xlsxFileFilter, extensions: ['xlsx'] },
};

export interface ExportDownloads {
  download(request: ChannelParsedRequest<'exports.download'>): Promise<CallResult<RecentExport | null>>;
  recent(): Promise<CallResult<RecentExport[]>>;
  showInFolder(request: ChannelParsedRequest<'exports.showInFolder'>): Promise<CallResult<null>>;
}

/** Saving a ready export (spec section 4, "Export flow", step 5) and the list of saved files. */
export function createExportDownloads(context: JobContext, jobs: ExportJobs): ExportDownloads {
  const recentExports = createRecentExports(context.keyValueStore);
  // A second click while the first save runs gets the same answer instead of a second dialog.
  const inFlight = new Map<string, Promise<CallResult<RecentExport | null>>>();

  async function save(
    userId: string,
    job: StoredExportJob & { fileUrl: string },
  ): Promise<CallResult<RecentExport | null>> {
    const view = exportJobView(job);
    if (!view) return failure(localFailure(ja.main.exportNotFound));
    // The name the server chose (a journal: its period, .zip when split), else the kind and the time.
    const extension = job.fileName ? extensionOf(job.fileName) : job.format;
    const target = await chooseSaveTarget(context.dialogs, context.saveFolder, {
      title: extension === 'xlsx' ? ja.main.xlsxSaveTitle : ja.main.exportSaveTitle,
      defaultFileName:
        job.fileName ?? timestampedFileName(exportKindLabel(view.kind), context.timers.now(), job.format),
      filters: [SAVE_FILTERS[extension]],
      allowedFolders: context.csvSaveFolders,
    });
    if (target.kind === 'cancelled') return success(null);
    if (target.kind === 'refused') return failure(localFailure(target.message));
    const targetPath = target.path;
    const saved = await downloadToFile(context, job.fileUrl, targetPath);
    if (!saved.ok) {
      const unavailable = whyFileIsUnavailable(saved);
      if (unavailable === null) return failure(saved.error);
      return forget(
        userId,
        job,
        unavailable === 'gone' ? ja.main.exportFileExpired : ja.main.exportLinkRefused,
      );
    }
    context.saveFolder.rememberFileIn(targetPath);
    const entry: RecentExport = {
      recentId: randomUUID(),
      kind: view.kind,
      fileName: path.basename(targetPath),
      savedPath: targetPath,
      savedAt: tokyoTimestamp(context.timers.now()),
      substitutions: job.substitutions,
    };
    recentExports.add(userId, entry);
    context.logger.info('Export saved', { jobId: job.jobId, file: targetPath });
    jobs.store.remove(userId, job.jobId);
    jobs.announce();
    return success(entry);
  }

  /** The file cannot be had any more (retention passed, the link expired): the job is over, the button free again. */
  function forget(userId: string, job: StoredExportJob, message: string): CallResult<never> {
    jobs.store.remove(userId, job.jobId);
    jobs.announce();
    return failure(localFailure(message));
  }

  return {
    download({ jobId }) {
      const userId = context.currentUserKey();
      if (userId === null) return Promise.resolve(failure(noSessionFailure()));
      const job = jobs.store.get(userId, jobId);
      const fileUrl = job?.state === 'ready' ? job.fileUrl : null;
      if (!job || fileUrl === null) return Promise.resolve(failure(localFailure(ja.main.exportNotFound)));
      const key = `${userId}:${jobId}`;
      const running =
        inFlight.get(key) ?? save(userId, { ...job, fileUrl }).finally(() => inFlight.delete(key));
      inFlight.set(key, running);
      return running;
    },

    async recent() {
      const userId = context.currentUserKey();
      return success(userId === null ? [] : recentExports.list(userId));
    },

    async showInFolder({ recentId }) {
      const userId = context.currentUserKey();
      if (userId === null) return failure(noSessionFailure());
      const entry = recentExports.find(userId, recentId);
      // The path comes from main's own record of what it saved, never from the renderer.
      if (!entry || (await context.fileSystem.fileSize(entry.savedPath)) === null)
        return failure(localFailure(ja.main.savedFileNotFound));
      context.shell.showItemInFolder(entry.savedPath);
      return success(null);
    },
  };
}
