import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ChannelParsedRequest } from '@shared/ipc/contract';
import type { RecentExport } from '@shared/ipc/jobs';
import { failure, success } from '@shared/ipc/result';
import type { CallFailure, CallResult } from '@shared/ipc/result';
import { ja } from '@shared/messages';
import type { DownloadRequest } from '../api/api-client';
import { noSessionFailure } from '../api/call-failures';
import { downloadToFile } from '../jobs/download-to-file';
import { extensionOf, timestampedCsvName } from '../jobs/file-names';
import type { JobContext } from '../jobs/job-context';
import { localFailure } from '../jobs/local-failures';
import { chooseSaveTarget } from '../jobs/save-through-dialog';
import { tokyoTimestamp } from '../jobs/timestamps';
import type { StoredExportJob } from './export-job-store';
import type { ExportJobs } from './export-jobs';
import { exportJobView, exportKindLabel } from './export-views';
import { createRecentExports } from './recent-exports';

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

  async function save(userId: number, job: StoredExportJob): Promise<CallResult<RecentExport | null>> {
    const view = exportJobView(job);
    if (!view) return failure(localFailure(ja.main.exportNotFound));
    const defaultFileName = job.fileName ?? timestampedCsvName(exportKindLabel(view.kind), context.timers.now());
    const zip = extensionOf(defaultFileName) === 'zip';
    const target = await chooseSaveTarget(context.dialogs, context.saveFolder, {
      title: ja.main.exportSaveTitle,
      defaultFileName,
      filters: [zip ? { name: ja.main.zipFileFilter, extensions: ['zip'] } : { name: ja.main.csvFileFilter, extensions: ['csv'] }],
      allowedFolders: context.csvSaveFolders,
    });
    if (target.kind === 'cancelled') return success(null);
    if (target.kind === 'refused') return failure(localFailure(target.message));
    const targetPath = target.path;
    const saved = await downloadToFile(context, downloadSourceOf(job), targetPath);
    if (!saved.ok) return isFileGone(saved.error) ? forgetExpired(userId, job) : saved;
    context.saveFolder.rememberFileIn(targetPath);
    const entry: RecentExport = {
      recentId: randomUUID(),
      kind: view.kind,
      fileName: path.basename(targetPath),
      savedPath: targetPath,
      savedAt: tokyoTimestamp(context.timers.now()),
    };
    recentExports.add(userId, entry);
    context.logger.info('Export saved', { jobId: job.jobId, file: targetPath });
    jobs.store.remove(userId, job.jobId);
    jobs.announce();
    return success(entry);
  }

  /** The file passed the server's retention while the offer stood: the job is over, the button free again. */
  function forgetExpired(userId: number, job: StoredExportJob): CallResult<never> {
    jobs.store.remove(userId, job.jobId);
    jobs.announce();
    return failure(localFailure(ja.main.exportFileExpired));
  }

  return {
    download({ jobId }) {
      const userId = context.currentUserId();
      if (userId === null) return Promise.resolve(failure(noSessionFailure()));
      const job = jobs.store.get(userId, jobId);
      if (job?.state !== 'ready') return Promise.resolve(failure(localFailure(ja.main.exportNotFound)));
      const key = `${userId}:${jobId}`;
      const running = inFlight.get(key) ?? save(userId, job).finally(() => inFlight.delete(key));
      inFlight.set(key, running);
      return running;
    },

    async recent() {
      const userId = context.currentUserId();
      return success(userId === null ? [] : recentExports.list(userId));
    },

    async showInFolder({ recentId }) {
      const userId = context.currentUserId();
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

/** The download answers 404 (the reference server) or 410 once the file was deleted. */
function isFileGone(answer: CallFailure): boolean {
  return answer.kind === 'http' && (answer.status === 404 || answer.status === 410);
}

/** The status answer's URL when it pointed inside the API, else the documented download endpoint. */
function downloadSourceOf(job: StoredExportJob): DownloadRequest {
  return job.download ?? { path: `export/download/${encodeURIComponent(job.jobId)}` };
}
