import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csvExportKindOf, EXPORT_STATUS } from '@shared/constants';
import { API_PATHS } from '@shared/api';
import type { ExportStatusBody } from '@shared/api';
import { enterTenant, guardsOf } from '../../auth/guard';
import { authenticate } from '../../auth/session';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { endpoints } from '../../http/endpoints';
import { assertScreenAccess } from '../../auth/screen-access';
import { screensExporting } from '../access';
import { sendCsvFile } from '../download';
import { exportFileName } from './file-name';
import { createExportJob, findOwnExportJob } from './jobs';
import type { NewExportJob } from './jobs';
import { requestFilters } from './request-filters';
import { isId } from '../ids';
import { processingOf } from '../queue';
import { apiUrl } from '../urls';

const paths = API_PATHS.exports;

/**
 * CSV exports (spec section 7): a request makes a job that a worker runs; the client polls
 * its status and downloads the file. Only the user who asked sees the job.
 */
export function registerExportRoutes(api: FastifyInstance, ctx: AppContext, onJobCreated: () => void): void {
  const route = endpoints(api);
  const guards = guardsOf(ctx);

  route.get(paths.request, {
    access: (request, params) => acceptExportRequest(ctx, request, params),
    status: 202,
    async handler({ access: job }) {
      const id = await createExportJob(ctx.db, job, ctx.clock());
      onJobCreated();
      return { data: { id } };
    },
  });

  const ownJob = (callerId: number, id: string) =>
    isId(id) ? findOwnExportJob(ctx.db, id, callerId) : Promise.resolve(null);

  route.get(paths.status, {
    access: guards.loggedIn,
    async handler({ request, access: { caller }, params }): Promise<{ data: ExportStatusBody }> {
      const job = await ownJob(caller.userId, params.id);
      if (!job) throw notFound();
      return { data: exportStatusBody(request, job, ctx.clock()) };
    },
  });

  route.get(paths.download, {
    access: guards.loggedIn,
    async handler({ reply, access: { caller }, params }) {
      const job = await ownJob(caller.userId, params.id);
      if (!job || job.status !== EXPORT_STATUS.SUCCESS || !job.fileId) throw notFound();
      return sendCsvFile(
        reply,
        ctx.db,
        job.fileId,
        exportFileName(job.exportId, job.createdAt, job.fileName),
      );
    },
  });
}

/** The checks of an export request: caller, service, the screens of the kind. */
async function acceptExportRequest(
  ctx: AppContext,
  request: FastifyRequest,
  { subdomain, type }: { subdomain: string; type: string },
): Promise<NewExportJob> {
  const { caller, tenant } = await enterTenant(ctx, await authenticate(ctx, request), subdomain);
  const kind = csvExportKindOf(type);
  if (!kind) throw notFound();
  await assertScreenAccess(ctx, caller, tenant.subdomain, screensExporting(kind));
  return {
    serviceId: tenant.id,
    userId: caller.userId,
    exportId: type,
    filters: requestFilters(request.query),
  };
}

type OwnExportJob = NonNullable<Awaited<ReturnType<typeof findOwnExportJob>>>;

function exportStatusBody(request: FastifyRequest, job: OwnExportJob, now: Date): ExportStatusBody {
  // A file past its retention is gone: the export stays a success, with nothing to download.
  const ready = job.status === EXPORT_STATUS.SUCCESS && job.fileId !== null;
  return {
    status: job.status as ExportStatusBody['status'],
    url: ready ? apiUrl(request, `/export/download/${job.id}`) : null,
    error: job.error,
    ...processingOf(job, now),
    // Ours, beyond the spec: the name the export chose for its file, when it chose one.
    ...(ready && job.fileName ? { fileName: job.fileName } : {}),
  };
}
