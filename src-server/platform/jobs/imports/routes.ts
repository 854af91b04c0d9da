import type { FastifyRequest } from 'fastify';
import { IMPORT_STATUS, IMPORT_TARGET_NAMES, IMPORT_TARGETS } from '@shared/constants';
import type { ImportTarget } from '@shared/constants';
import { API_PATHS, importUploadPath } from '@shared/api';
import type { ImportPreviewBody, ImportStatusBody } from '@shared/api';
import { ja } from '@shared/messages';
import { enterTenant } from '../../auth/guard';
import { assertShopInReach } from '../../auth/reach';
import { authenticate } from '../../auth/session';
import type { AppContext } from '../../context';
import { Invalid, notFound } from '../../errors';
import type { ModuleHttp } from '../../module';
import { pathId } from '../../http/ids';
import { assertScreenAccess } from '../../auth/screen-access';
import { screensImporting } from '../access';
import { sendCsvFile } from '../download';
import { ownJobOrNotFound } from '../ids';
import { processingOf } from '../queue';
import { importerFor, zipImporterFor } from '../kinds';
import type { JobKinds } from '../kinds';
import { importErrorFileName } from './file-name';
import { cancelImport, confirmImport, previewExpiry } from './confirm';
import { createImportJob, findOwnImportJob } from './jobs';
import type { OwnImportJob } from './jobs';
import { receiveImportFile } from './upload';
import type { JobSettings } from '../settings';
import { apiUrl } from '../urls';

const MAX_FILE_NAME_LENGTH = 255;

const paths = API_PATHS.imports;

/**
 * CSV and zip imports (spec section 7): an upload is checked, stored and queued as a job; the
 * client polls its status and, when rows were wrong, downloads the error report. Only the user
 * who uploaded sees the job.
 */
export function registerImportRoutes(
  { route, guards }: ModuleHttp,
  ctx: AppContext,
  settings: JobSettings,
  kinds: JobKinds,
  onJobCreated: () => void,
): void {
  for (const target of IMPORT_TARGET_NAMES) {
    route.post(importUploadPath(target), {
      access: (request, params) => acceptUploader(ctx, kinds, request, params, target),
      status: 202,
      async handler({ request, access }) {
        const file = await receiveImportFile(request, ctx.db, target, settings);
        const id = await createImportJob(ctx.db, { ...access, ...storedUpload(file) }, ctx.clock());
        onJobCreated();
        return { data: { id } };
      },
    });
  }

  const ownJob = (callerId: number, id: string) =>
    ownJobOrNotFound(id, (jobId) => findOwnImportJob(ctx.db, jobId, callerId));

  route.get(paths.status, {
    access: guards.loggedIn,
    async handler({ request, access: { caller }, params }): Promise<{ data: ImportStatusBody }> {
      const job = await ownJob(caller.userId, params.id);
      return { data: importStatusBody(request, job, ctx.clock()) };
    },
  });

  route.post(paths.confirm, {
    access: guards.loggedIn,
    status: 202,
    async handler({ request, access: { caller }, params }): Promise<{ data: ImportStatusBody }> {
      const job = await ownJobOrNotFound(params.id, (id) =>
        confirmImport(ctx.db, id, caller.userId, ctx.clock()),
      );
      onJobCreated();
      return { data: importStatusBody(request, job, ctx.clock()) };
    },
  });

  route.post(paths.cancel, {
    access: guards.loggedIn,
    async handler({ request, access: { caller }, params }): Promise<{ data: ImportStatusBody }> {
      const job = await ownJobOrNotFound(params.id, (id) =>
        cancelImport(ctx.db, id, caller.userId, ctx.clock()),
      );
      return { data: importStatusBody(request, job, ctx.clock()) };
    },
  });

  route.get(paths.errorFile, {
    access: guards.loggedIn,
    async handler({ reply, access: { caller }, params }) {
      const job = await ownJob(caller.userId, params.id);
      if (!job.errorFileId) throw notFound();
      return sendCsvFile(reply, ctx.db, job.errorFileId, importErrorFileName(job.createdAt));
    },
  });
}

function importStatusBody(request: FastifyRequest, job: OwnImportJob, now: Date): ImportStatusBody {
  const finished =
    job.status === IMPORT_STATUS.FINISHED_SUCCESS ||
    job.status === IMPORT_STATUS.FINISHED_WITH_FAILURES ||
    (job.status === IMPORT_STATUS.FAILED && job.succeededRows !== null);
  const previewed = job.status === IMPORT_STATUS.PREVIEWED;
  return {
    status: job.status as ImportStatusBody['status'],
    errorPath: job.errorFileId ? apiUrl(request, `/import/error-file/${job.id}`) : null,
    data: finished
      ? { total: job.totalRows ?? 0, succeeded: job.succeededRows ?? 0, failed: job.failedRows ?? 0 }
      : null,
    message: job.message,
    preview: previewed ? previewOf(job) : null,
    ...processingOf(job, now),
  };
}

function previewOf(job: OwnImportJob): ImportPreviewBody {
  return {
    encoding: job.encoding === 'cp932' ? 'cp932' : 'utf-8',
    total: job.totalRows ?? 0,
    create: job.createRows ?? 0,
    update: job.updateRows ?? 0,
    unchanged: job.unchangedRows ?? 0,
    failed: job.failedRows ?? 0,
    errors: job.previewErrors ?? [],
    expiresAt: previewExpiry(job.previewedAt ?? job.createdAt).toISOString(),
  };
}

/** The checks of an upload, in the order a client can fix them, before its file is read. */
async function acceptUploader(
  ctx: AppContext,
  kinds: JobKinds,
  request: FastifyRequest,
  params: Partial<Record<'subdomain' | 'shopId', string>>,
  target: ImportTarget,
) {
  const { caller, tenant, reach } = await enterTenant(
    ctx,
    await authenticate(ctx, request),
    params.subdomain ?? '',
  );
  await assertScreenAccess(ctx, caller, tenant.subdomain, screensImporting(target));
  const shopId = IMPORT_TARGETS[target].perShop ? pathId(params.shopId ?? '') : null;
  if (shopId !== null) await assertShopInReach(ctx.db, reach, shopId);
  if (!importerFor(kinds, target) && !zipImporterFor(kinds, target))
    throw new Invalid(ja.server.importNotAvailable);
  return { serviceId: tenant.id, userId: caller.userId, target, shopId };
}

/** The job's record of the stored file. */
function storedUpload(file: Awaited<ReturnType<typeof receiveImportFile>>) {
  return {
    originalName: file.name.slice(0, MAX_FILE_NAME_LENGTH),
    contentSha256: file.contentSha256,
    uploadFileId: file.fileId,
    encoding: file.encoding,
  };
}
