import { API_PATHS, importUploadPath } from '@shared/api/paths';
import { fillApiPath } from '@shared/ipc/api-channel';
import { importRequestResponseSchema, importStatusResponseSchema } from '@shared/api/jobs';
import { isJobResuming } from '@shared/api/jobs';
import type { ImportStatusBody } from '@shared/api/jobs';
import { IMPORT_STATUS } from '@shared/constants/csv';
import { IMPORT_TARGETS } from '@shared/constants/imports';
import { IMPORT_POLL_INTERVAL_MS } from '@shared/constants/time';
import type { ChannelParsedRequest } from '@shared/ipc/contract';
import type { CsvImportTarget } from '@shared/imports/templates';
import type {
  ImportCancelResult,
  ImportConfirmResult,
  ImportJobView,
  ImportOutcome,
  ImportStartResult,
  ImportTemplateResult,
} from '@shared/ipc/jobs';
import { failure, success } from '@shared/ipc/result';
import type { CallFailure, CallResult } from '@shared/ipc/result';
import { ja } from '@shared/messages';
import { noSessionFailure } from '../api/call-failures';
import { invalidRequestFailure } from '../ipc/call-failures';
import type { JobContext } from '../jobs/job-context';
import { createJobPoller } from '../jobs/job-poller';
import type { PollVerdict } from '../jobs/job-poller';
import { pollWaitsAfter } from '../jobs/local-failures';
import { tokyoTimestamp } from '../jobs/timestamps';
import { checkImportFile } from './import-file-check';
import type { CheckedImportFile, ImportLimits } from './import-file-check';
import { saveImportErrorFile } from './import-error-file';
import { saveImportTemplate } from './import-template';
import { createImportJobStore } from './import-job-store';
import type { StoredImportJob } from './import-job-store';
import { validateLocally } from './local-validation';
import type { ImportValidators } from './import-validators';
import { importJobView } from './import-views';

export interface ImportJobs {
  start(request: ChannelParsedRequest<'imports.start'>): Promise<CallResult<ImportStartResult>>;
  list(): Promise<CallResult<ImportJobView[]>>;
  /**
   * Applies a previewed import as its dry run showed it. When some rows have errors, their CSV
   * is saved first (the save dialog); without it nothing is imported.
   */
  confirm(jobId: string): Promise<CallResult<ImportConfirmResult>>;
  /** Gives a previewed import up: nothing of it is written; `saveErrors` saves its error CSV first. */
  cancel(jobId: string, saveErrors: boolean): Promise<CallResult<ImportCancelResult>>;
  /** Saves an import's template CSV where the user chooses. */
  saveTemplate(target: CsvImportTarget): Promise<CallResult<ImportTemplateResult>>;
  /** A user's session began: poll their running imports again (after a restart too). */
  resume(userId: string): void;
  /** Checks the running imports at once (the API answers again after an outage). */
  pollNow(): void;
  suspend(): void;
}

export interface ImportJobsOptions {
  limits: () => ImportLimits;
  validators: ImportValidators;
}

const MIME_TYPES = { csv: 'text/csv', zip: 'application/zip' } as const;

export function createImportJobs(context: JobContext, options: ImportJobsOptions): ImportJobs {
  const { api, timers, emit, logger, currentUserKey } = context;
  const store = createImportJobStore(context.keyValueStore);
  const poller = createJobPoller({ timers, intervalMs: IMPORT_POLL_INTERVAL_MS, check: checkStatus, logger });

  function announce(): void {
    const userId = currentUserKey();
    emit('imports.changed', {
      jobs: userId === null ? [] : store.listFor(userId).map((job) => importJobView(job)),
    });
  }

  async function checkStatus(jobId: string): Promise<PollVerdict> {
    const userId = currentUserKey();
    const job = userId === null ? null : store.get(userId, jobId);
    if (!job) return 'done';
    const answer = await api.get(
      fillApiPath(API_PATHS.imports.status, { id: jobId }).path,
      importStatusResponseSchema,
    );
    if (!answer.ok) return handlePollFailure(job, answer.error);
    return handleStatus(job, answer.data.data);
  }

  async function handleStatus(job: StoredImportJob, status: ImportStatusBody): Promise<PollVerdict> {
    switch (status.status) {
      case IMPORT_STATUS.WAITING:
        noteResuming(job, isJobResuming(status.processing));
        return 'again';
      case IMPORT_STATUS.FINISHED_SUCCESS:
        finish(job, 'success', ja.csv.importFinished, null);
        return 'done';
      case IMPORT_STATUS.FINISHED_WITH_FAILURES: {
        // A dry run's error CSV saved before its good rows were imported is not asked for again.
        if (job.errorFilePath) {
          finish(job, 'finishedWithFailures', ja.csv.importFinishedWithFailures, job.errorFilePath);
          return 'done';
        }
        const errorFile = await saveImportErrorFile(context, job, status.errorPath);
        const message = errorFile.savedPath === null ? errorFile.message : ja.csv.importFinishedWithFailures;
        finish(job, 'finishedWithFailures', message, errorFile.savedPath);
        return 'done';
      }
      case IMPORT_STATUS.FAILED:
        finish(job, 'failed', status.message ?? ja.csv.importFailed, null);
        return 'done';
      case IMPORT_STATUS.DUPLICATE_FAILURE:
        finish(job, 'duplicate', status.message ?? ja.errors.duplicateImportData, null);
        return 'done';
      case IMPORT_STATUS.PREVIEWED:
        // Polling stops: the user confirms or cancels the dry run (imports.confirm / imports.cancel).
        store.save({
          ...job,
          preview: status.preview ?? null,
          previewErrorPath: status.errorPath ?? null,
          resuming: false,
        });
        announce();
        return 'done';
      case IMPORT_STATUS.CANCELLED:
        finish(job, 'cancelled', status.message ?? ja.importPreview.cancelled, null);
        return 'done';
    }
  }

  /** The server's process working on it stopped and another resumes it, or that is over: the button says so. */
  function noteResuming(job: StoredImportJob, resuming: boolean): void {
    if (job.resuming === resuming) return;
    store.save({ ...job, resuming });
    if (resuming) logger.warn('Import interrupted on the server; it is resumed', { jobId: job.jobId });
    announce();
  }

  function handlePollFailure(job: StoredImportJob, answer: CallFailure): PollVerdict {
    if (pollWaitsAfter(answer)) return 'again';
    finish(job, 'failed', answer.message, null);
    return 'done';
  }

  /** Every outcome clears the importing state (spec section 4). */
  function finish(
    job: StoredImportJob,
    outcome: ImportOutcome,
    message: string,
    errorFilePath: string | null,
  ): void {
    store.remove(job);
    logger.info('Import finished', { jobId: job.jobId, target: job.target, outcome });
    emit('imports.finished', { job: importJobView(job, true), outcome, message, errorFilePath });
    announce();
  }

  /** The current user's import awaiting their confirmation. */
  function previewedJob(jobId: string): StoredImportJob | null {
    const userId = currentUserKey();
    const job = userId === null ? null : store.get(userId, jobId);
    return job?.preview ? job : null;
  }

  async function upload(
    request: ChannelParsedRequest<'imports.start'>,
    userId: string,
    file: CheckedImportFile,
  ): Promise<CallResult<ImportStartResult>> {
    const { subdomain, target } = request;
    const form = new FormData();
    const type = MIME_TYPES[IMPORT_TARGETS[target].file];
    form.append('file', new Blob([file.bytes], { type }), file.fileName);
    const answer = await api.request({
      method: 'POST',
      path: fillApiPath(importUploadPath(target), { subdomain, shopId: request.shopId }).path,
      schema: importRequestResponseSchema,
      formData: form,
    });
    if (!answer.ok) return answer;
    const job: StoredImportJob = {
      jobId: answer.data.data.id,
      userId,
      target,
      subdomain,
      shopId: request.shopId ?? null,
      fileName: file.fileName,
      requestedAt: tokyoTimestamp(timers.now()),
      preview: null,
      previewErrorPath: null,
      resuming: false,
      errorFilePath: null,
    };
    store.save(job);
    poller.watch(job.jobId);
    announce();
    logger.info('Import uploaded', { jobId: job.jobId, target, subdomain, bytes: file.bytes.length });
    return success({ outcome: 'started', job: importJobView(job) });
  }

  return {
    async start(request) {
      const userId = currentUserKey();
      if (userId === null) return failure(noSessionFailure());
      const { file: fileType, perShop } = IMPORT_TARGETS[request.target];
      if (perShop && request.shopId === undefined) return failure(invalidRequestFailure([]));
      const filePath = await context.dialogs.chooseOpenPath({
        title: ja.main.importOpenTitle,
        filters: [
          fileType === 'csv'
            ? { name: ja.main.csvFileFilter, extensions: ['csv'] }
            : { name: ja.main.zipFileFilter, extensions: ['zip'] },
        ],
      });
      if (filePath === null) return success({ outcome: 'cancelled' });
      const checked = await checkImportFile(context.fileSystem, filePath, fileType, options.limits());
      if (!checked.ok) return success({ outcome: 'rejected', message: checked.message, rowErrors: [] });
      const rejection = await validateLocally(options.validators, request, checked.file, logger);
      if (rejection) return success(rejection);
      return upload(request, userId, checked.file);
    },

    async list() {
      const userId = currentUserKey();
      return success(userId === null ? [] : store.listFor(userId).map((job) => importJobView(job)));
    },

    async confirm(jobId) {
      const previewed = previewedJob(jobId);
      if (!previewed) return failure(invalidRequestFailure([]));
      let job = previewed;
      if ((job.preview?.failed ?? 0) > 0 && job.errorFilePath === null) {
        const errorFile = await saveImportErrorFile(context, job, job.previewErrorPath);
        if (errorFile.savedPath === null) return success({ outcome: 'errorFileNotSaved' });
        job = { ...job, errorFilePath: errorFile.savedPath };
        store.save(job);
      }
      const answer = await api.request({
        method: 'POST',
        path: fillApiPath(API_PATHS.imports.confirm, { id: jobId }).path,
        schema: importStatusResponseSchema,
      });
      if (!answer.ok) return answer;
      const status = answer.data.data;
      if (status.status !== IMPORT_STATUS.WAITING) {
        // Too late (the dry run expired) or decided elsewhere: it ends as the server says.
        await handleStatus({ ...job, preview: null }, status);
        return success({ outcome: 'ended' });
      }
      store.save({ ...job, preview: null, resuming: false });
      poller.watch(jobId);
      announce();
      logger.info('Import confirmed', { jobId, target: job.target });
      return success({ outcome: 'confirmed' });
    },

    async cancel(jobId, saveErrors) {
      const job = previewedJob(jobId);
      if (!job) return failure(invalidRequestFailure([]));
      const errorFilePath =
        saveErrors && (job.preview?.failed ?? 0) > 0
          ? (await saveImportErrorFile(context, job, job.previewErrorPath)).savedPath
          : null;
      if (saveErrors && errorFilePath === null) return success({ outcome: 'errorFileNotSaved' });
      const answer = await api.request({
        method: 'POST',
        path: fillApiPath(API_PATHS.imports.cancel, { id: jobId }).path,
        schema: importStatusResponseSchema,
      });
      // A dry run the server no longer has (expired, or gone with its user) is over here too.
      if (!answer.ok && answer.error.status !== 404 && answer.error.status !== 409) return answer;
      finish(
        job,
        'cancelled',
        errorFilePath ? ja.importPreview.cancelledToFix : ja.importPreview.cancelled,
        errorFilePath,
      );
      return success({ outcome: 'cancelled' });
    },

    async saveTemplate(target) {
      return success(await saveImportTemplate(context, target));
    },

    resume(userId) {
      for (const job of store.listFor(userId)) if (!job.preview) poller.watch(job.jobId);
      announce();
    },

    pollNow: () => poller.checkAllNow(),

    suspend() {
      poller.unwatchAll();
    },
  };
}
