import type { FastifyRequest } from 'fastify';
import { csvExportKindOf, EXPORT_FILE_PARAMS, EXPORT_STATUS } from '@shared/constants';
import { API_PATHS } from '@shared/api';
import { ja } from '@shared/messages';
import type { ExportStatusBody } from '@shared/api';
import { enterTenant } from '../../auth/guard';
import { authenticate } from '../../auth/session';
import type { AppContext } from '../../context';
import { Invalid, notFound, validationFailed } from '../../errors';
import type { ModuleHttp } from '../../module';
import { assertScreenAccess } from '../../auth/screen-access';
import { screensExporting } from '../access';
import { sendCsvFile } from '../download';
import { exportDefinitionFor } from '../kinds';
import type { JobKinds } from '../kinds';
import { isFileExport } from './definition';
import type { ExportScope } from './definition';
import { DEFAULT_FILE_OPTIONS, parseFileOptions } from './file-options';
import type { ExportFileOptions } from './file-options';
import { readExportFilters } from './read-filters';
import { rowsPastSheet, sheetRowLimitMessage } from './run-export';
import { exportFileName } from './file-name';
import { createExportJob, findOwnExportJob } from './jobs';
import type { NewExportJob } from './jobs';
import { requestFilters } from './request-filters';
import { ownJobOrNotFound } from '../ids';
import { processingOf } from '../queue';
import { apiUrl } from '../urls';

const paths = API_PATHS.exports;

/**
 * CSV exports (spec section 7): a request makes a job that a worker runs; the client polls
 * its status and downloads the file. Only the user who asked sees the job.
 */
export function registerExportRoutes(
  { route, guards }: ModuleHttp,
  ctx: AppContext,
  kinds: JobKinds,
  onJobCreated: () => void,
): void {
  route.get(paths.request, {
    access: (request, params) => exportRequester(ctx, request, params),
    status: 202,
    async handler({ request, access }) {
      const id = await createExportJob(
        ctx.db,
        await acceptExportRequest(ctx, kinds, request, access),
        ctx.clock(),
      );
      onJobCreated();
      return { data: { id } };
    },
  });

  const ownJob = (callerId: number, id: string) =>
    ownJobOrNotFound(id, (jobId) => findOwnExportJob(ctx.db, jobId, callerId));

  route.get(paths.status, {
    access: guards.loggedIn,
    async handler({ request, access: { caller }, params }): Promise<{ data: ExportStatusBody }> {
      const job = await ownJob(caller.userId, params.id);
      return { data: exportStatusBody(request, job, ctx.clock()) };
    },
  });

  route.get(paths.download, {
    access: guards.loggedIn,
    async handler({ reply, access: { caller }, params }) {
      const job = await ownJob(caller.userId, params.id);
      if (job.status !== EXPORT_STATUS.SUCCESS || !job.fileId) throw notFound();
      return sendCsvFile(
        reply,
        ctx.db,
        job.fileId,
        exportFileName(job.exportId, job.createdAt, job.options, job.fileName),
      );
    },
  });
}

/** Who may ask for an export: caller, service, the screens of the kind (unknown kind 404). */
async function exportRequester(
  ctx: AppContext,
  request: FastifyRequest,
  { subdomain, type }: { subdomain: string; type: string },
) {
  const access = await enterTenant(ctx, await authenticate(ctx, request), subdomain);
  const kind = csvExportKindOf(type);
  if (!kind) throw notFound();
  await assertScreenAccess(ctx, access.caller, access.tenant.subdomain, screensExporting(kind));
  return { ...access, type };
}

/**
 * What an export request asks for, so that a request the job would refuse is refused here, with
 * the reason (422): the file options (none for a kind that writes its own file, a journal), the
 * filters as the kind reads them (a required one missing, a shop out of reach), and an .xlsx
 * past a worksheet's rows.
 */
async function acceptExportRequest(
  ctx: AppContext,
  kinds: JobKinds,
  request: FastifyRequest,
  { caller, tenant, type }: Awaited<ReturnType<typeof exportRequester>>,
): Promise<NewExportJob> {
  const definition = exportDefinitionFor(kinds, type);
  if (!definition) throw new Invalid(ja.server.exportNotAvailable);
  const options = parseFileOptions(request.query as Record<string, unknown>);
  if (!options.ok) throw validationFailed(options.errors);
  if (isFileExport(definition)) refuseFileOptions(options.options);
  const filters = requestFilters(request.query);
  const scope: ExportScope = { serviceId: tenant.id, caller };
  const parsed = await readExportFilters(definition, filters, scope, ctx.db);
  if (!parsed.ok) throw new Invalid(parsed.message, [{ name: parsed.filter ?? '', message: parsed.message }]);
  if (options.options.format === 'xlsx' && !isFileExport(definition)) {
    const source = { definition, scope, filters: parsed.filters, pageRows: 0 };
    if (await rowsPastSheet(ctx.db, source)) {
      const message = sheetRowLimitMessage();
      throw new Invalid(message, [{ name: EXPORT_FILE_PARAMS.format, message }]);
    }
  }
  return { serviceId: tenant.id, userId: caller.userId, exportId: type, filters, options: options.options };
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
    // Ours, beyond the spec: the name the export chose for its file (a journal), when it chose
    // one; otherwise the file the request chose, and the characters it could not hold.
    ...(ready && job.fileName
      ? { fileName: job.fileName }
      : {
          format: job.options.format,
          ...(job.options.format === 'csv' ? { encoding: job.options.encoding } : {}),
          substitutions: job.substitutions,
        }),
  };
}

/** A kind that writes its own file (a journal, in its software's form) takes no file options. */
function refuseFileOptions(options: ExportFileOptions): void {
  const asked = (Object.keys(DEFAULT_FILE_OPTIONS) as (keyof ExportFileOptions)[]).filter(
    (name) => options[name] !== DEFAULT_FILE_OPTIONS[name],
  );
  if (asked.length === 0) return;
  const message = ja.server.exportFileFixed;
  throw new Invalid(
    message,
    asked.map((name) => ({ name: EXPORT_FILE_PARAMS[name], message })),
  );
}
