import { API_PATHS } from '@shared/api/paths';
import { fillApiPath } from '@shared/ipc/api-channel';
import { exportRequestResponseSchema, exportStatusResponseSchema } from '@shared/api/jobs';
import { isJobResuming } from '@shared/api/jobs';
import type { ExportStatusBody } from '@shared/api/jobs';
import { EXPORT_FILE_PARAMS, EXPORT_STATUS } from '@shared/constants/csv';
import type { CsvEncoding, ExportFormat } from '@shared/constants/csv';
import { EXPORT_POLL_INTERVAL_MS } from '@shared/constants/time';
import type { ChannelParsedRequest } from '@shared/ipc/contract';
import type { ExportJobView } from '@shared/ipc/jobs';
import { failure, success } from '@shared/ipc/result';
import type { CallFailure, CallResult } from '@shared/ipc/result';
import { formatMessage, ja } from '@shared/messages';
import { fileUrlOf } from '../api/file-url';
import { noSessionFailure } from '../api/call-failures';
import { invalidRequestFailure } from '../ipc/call-failures';
import type { JobContext } from '../jobs/job-context';
import { createJobPoller } from '../jobs/job-poller';
import type { PollVerdict } from '../jobs/job-poller';
import { pollWaitsAfter } from '../jobs/local-failures';
import { tokyoTimestamp } from '../jobs/timestamps';
import { createExportJobStore } from './export-job-store';
import type { ExportJobStore, StoredExportJob } from './export-job-store';
import { exportJobView, exportJobViews, exportKindLabel } from './export-views';
import { savableFileName } from '../jobs/file-names';

export interface ExportJobs {
  start(request: ChannelParsedRequest<'exports.start'>): Promise<CallResult<ExportJobView>>;
  list(): Promise<CallResult<ExportJobView[]>>;
  dismiss(request: ChannelParsedRequest<'exports.dismiss'>): Promise<CallResult<null>>;
  /** A user's session began: poll their waiting exports again (after a restart too). */
  resume(userId: string): void;
  /** Checks the waiting jobs at once (the API answers again after an outage). */
  pollNow(): void;
  /** The session ended: stop polling (logout removes the persisted jobs). */
  suspend(): void;
  /** The persisted jobs, for the download flow. */
  store: ExportJobStore;
  /** Tells the renderer the current user's list changed. */
  announce(): void;
}

export function createExportJobs(context: JobContext): ExportJobs {
  const { api, timers, emit, logger, currentUserKey } = context;
  const store = createExportJobStore(context.keyValueStore);
  const poller = createJobPoller({
    timers,
    intervalMs: EXPORT_POLL_INTERVAL_MS,
    check: checkStatus,
    logger,
  });

  function announce(): void {
    const userId = currentUserKey();
    emit('exports.changed', { jobs: userId === null ? [] : exportJobViews(store.listFor(userId)) });
  }

  async function checkStatus(jobId: string): Promise<PollVerdict> {
    const userId = currentUserKey();
    if (userId === null || !store.get(userId, jobId)) return 'done';
    const answer = await api.get(
      fillApiPath(API_PATHS.exports.status, { id: jobId }).path,
      exportStatusResponseSchema,
    );
    // Saved, dismissed or logged out while the answer was on its way: nothing is left to update.
    const job = store.get(userId, jobId);
    if (!job) return 'done';
    if (!answer.ok) return handlePollFailure(job, answer.error);
    return handleStatus(job, answer.data.data);
  }

  function handleStatus(job: StoredExportJob, status: ExportStatusBody): PollVerdict {
    if (status.status === EXPORT_STATUS.WAITING) {
      noteResuming(job, isJobResuming(status.processing));
      return 'again';
    }
    if (status.status === EXPORT_STATUS.CANCEL) {
      failJob(job, status.error ?? ja.csv.exportCancelled);
    } else if (!status.url) {
      // The server keeps a finished file for a limited time; after that its success has no URL.
      failJob(job, ja.main.exportFileExpired);
    } else {
      markReady(job, { ...status, url: status.url });
    }
    return 'done';
  }

  /** The server's process working on it stopped and another resumes it, or that is over: the button says so. */
  function noteResuming(job: StoredExportJob, resuming: boolean): void {
    if (job.state !== 'waiting' || job.resuming === resuming) return;
    store.save({ ...job, resuming });
    if (resuming) logger.warn('Export interrupted on the server; it is resumed', { jobId: job.jobId });
    announce();
  }

  function handlePollFailure(job: StoredExportJob, answer: CallFailure): PollVerdict {
    // Offline, a server fault, or a session that is ending (401/429): the job waits.
    if (pollWaitsAfter(answer)) return 'again';
    // A job the server no longer knows (its data was reset, the job purged) is over: say so plainly.
    const unknown = answer.status === 404 || answer.status === 410;
    failJob(job, unknown ? ja.main.exportNotFound : answer.message);
    return 'done';
  }

  function markReady(job: StoredExportJob, status: ExportStatusBody & { url: string }): void {
    const fileUrl = fileUrlOf(context.apiBaseUrl, status.url);
    if (!fileUrl.ok) {
      logger.warn('Export URL refused', { jobId: job.jobId, reason: fileUrl.reason });
      failJob(job, ja.errors.invalidResponse);
      return;
    }
    // A backend that does not say what it wrote wrote the spec's file: a Shift_JIS CSV; a name
    // the server chose (a journal's period, .zip) is offered to save under.
    const ready: StoredExportJob = {
      ...job,
      state: 'ready',
      fileUrl: fileUrl.url.toString(),
      format: status.format ?? 'csv',
      encoding: status.encoding ?? 'shift_jis',
      substitutions: status.substitutions ?? null,
      fileName: status.fileName ? savableFileName(status.fileName) : null,
    };
    store.save(ready);
    // Checked again after a restart: the modal was offered already, the file is only confirmed.
    if (job.state === 'ready') return;
    const view = exportJobView(ready);
    if (view) {
      emit('exports.ready', { job: view });
      notifyIfInBackground(view);
    }
    announce();
  }

  function notifyIfInBackground(view: ExportJobView): void {
    if (context.notifier.isAppFocused()) return;
    context.notifier.show({
      title: ja.csv.exportReadyTitle,
      body: formatMessage(ja.main.exportReadyNotice, { name: exportKindLabel(view.kind) }),
    });
  }

  function failJob(job: StoredExportJob, message: string): void {
    store.remove(job.userId, job.jobId);
    const view = exportJobView(job);
    if (view) emit('exports.failed', { job: { ...view, state: 'failed', message }, message });
    announce();
  }

  return {
    store,
    announce,

    async start({ subdomain, exportId, filters, format, encoding }) {
      const userId = currentUserKey();
      if (userId === null) return failure(noSessionFailure());
      const answer = await api.get(
        fillApiPath(API_PATHS.exports.request, { subdomain, type: exportId }).path,
        exportRequestResponseSchema,
        { ...filters, ...fileParams(format, encoding) },
      );
      if (!answer.ok) return answer;
      const job: StoredExportJob = {
        jobId: answer.data.data.id,
        userId,
        exportId,
        subdomain,
        state: 'waiting',
        resuming: false,
        requestedAt: tokyoTimestamp(timers.now()),
        fileUrl: null,
        format,
        encoding,
        substitutions: null,
      };
      // Persisted before anything else happens: a crash from here on resumes the polling.
      store.save(job);
      poller.watch(job.jobId);
      announce();
      logger.info('Export requested', { jobId: job.jobId, exportId, subdomain });
      // The request schema only admits known export ids, so there always is a view.
      const view = exportJobView(job);
      return view ? success(view) : failure(invalidRequestFailure([]));
    },

    async list() {
      const userId = currentUserKey();
      return success(userId === null ? [] : exportJobViews(store.listFor(userId)));
    },

    async dismiss({ jobId }) {
      const userId = currentUserKey();
      if (userId === null) return failure(noSessionFailure());
      poller.unwatch(jobId);
      store.remove(userId, jobId);
      announce();
      return success(null);
    },

    resume(userId) {
      // Ready jobs are checked once too: their file may have passed the server's retention
      // while the app was closed, and the user should learn that before choosing where to save.
      for (const job of store.listFor(userId)) poller.watch(job.jobId);
      announce();
    },

    pollNow: () => poller.checkAllNow(),

    suspend() {
      poller.unwatchAll();
    },
  };
}

/** The file options of the request, only when other than the spec's file (a backend without them is asked exactly as before). */
function fileParams(format: ExportFormat, encoding: CsvEncoding): Record<string, string> {
  return {
    ...(format === 'csv' ? {} : { [EXPORT_FILE_PARAMS.format]: format }),
    ...(format === 'csv' && encoding !== 'shift_jis' ? { [EXPORT_FILE_PARAMS.encoding]: encoding } : {}),
  };
}
