import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csvExportKindOf, EXPORT_STATUS } from '@shared/constants';
import type { ExportStatusBody } from '@shared/api';
import { enterTenant } from '../../auth/guard';
import { authenticate } from '../../auth/session';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { assertScreenAccess } from '../../auth/screen-access';
import { screensExporting } from '../access';
import { sendCsvFile } from '../download';
import { exportFileName } from './file-name';
import { createExportJob, findOwnExportJob } from './jobs';
import type { NewExportJob } from './jobs';
import { requestFilters } from './request-filters';
import { isId } from '../ids';
import { apiUrl } from '../urls';

/**
 * CSV exports (spec section 7): a request makes a job that a worker runs; the client polls
 * its status and downloads the file. Only the user who asked sees the job.
 */
export function registerExportRoutes(app: FastifyInstance, ctx: AppContext, onJobCreated: () => void): void {
  app.get('/:subdomain/exports/:type', async (request: ExportRequest, reply) => {
    const id = await createExportJob(ctx.db, await acceptExportRequest(ctx, request), ctx.clock());
    onJobCreated();
    return reply.code(202).send({ data: { id } });
  });

  app.get<{ Params: { id: string } }>(
    '/export/status/:id',
    async (request): Promise<{ data: ExportStatusBody }> => {
      const caller = await authenticate(ctx, request);
      const job = isId(request.params.id)
        ? await findOwnExportJob(ctx.db, request.params.id, caller.userId)
        : null;
      if (!job) throw notFound();
      return { data: exportStatusBody(request, job) };
    },
  );

  app.get<{ Params: { id: string } }>('/export/download/:id', async (request, reply) => {
    const caller = await authenticate(ctx, request);
    const job = isId(request.params.id)
      ? await findOwnExportJob(ctx.db, request.params.id, caller.userId)
      : null;
    if (!job || job.status !== EXPORT_STATUS.SUCCESS || !job.fileId) throw notFound();
    return sendCsvFile(reply, ctx.db, job.fileId, exportFileName(job.exportId, job.createdAt));
  });
}

type ExportRequest = FastifyRequest<{ Params: { subdomain: string; type: string } }>;

/** The checks of an export request: caller, service, the screens of the kind. */
async function acceptExportRequest(ctx: AppContext, request: ExportRequest): Promise<NewExportJob> {
  const { subdomain, type } = request.params;
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

function exportStatusBody(request: FastifyRequest, job: OwnExportJob): ExportStatusBody {
  // A file past its retention is gone: the export stays a success, with nothing to download.
  const ready = job.status === EXPORT_STATUS.SUCCESS && job.fileId !== null;
  return {
    status: job.status as ExportStatusBody['status'],
    url: ready ? apiUrl(request, `/export/download/${job.id}`) : null,
    error: job.error,
  };
}
