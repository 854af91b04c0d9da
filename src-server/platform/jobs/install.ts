import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@shared/constants';
import type { Duty } from '../background/duties';
import type { AppContext } from '../context';
import { runsWorkers, servesApi } from '../roles';
import type { ServerRole } from '../roles';
import { exportProcessor } from './exports/process';
import { registerExportRoutes } from './exports/routes';
import { importProcessor } from './imports/process';
import { registerImportRoutes } from './imports/routes';
import type { JobKinds } from './kinds';
import { fileRetentionDuty } from './retention';
import { DEFAULT_JOB_SETTINGS } from './settings';
import type { JobSettings } from './settings';
import { JobWorker } from './worker';
import { guardsOf } from '../auth/guard';
import { endpoints } from '../http/endpoints';

export interface JobOptions {
  /** Runs the job worker of this process in the background (default true where the role runs workers). Tests turn it off and drain(). */
  worker?: boolean;
  settings?: Partial<JobSettings>;
  /** Importers to serve instead of the modules' own, by target (tests put their own in place). */
  importers?: JobKinds['importers'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's worker of export and import jobs (not started in a process of role api). */
    jobWorker: JobWorker;
  }
}

/**
 * The export and import endpoints (where the role serves the API) and the worker that runs
 * their jobs while the app is up (where it runs workers). Answers the jobs' once-per-database
 * duties (the purge of expired files), for the app's duty runner.
 */
export async function installJobs(
  app: FastifyInstance,
  ctx: AppContext,
  moduleKinds: JobKinds,
  role: ServerRole,
  options: JobOptions = {},
): Promise<Duty[]> {
  const settings: JobSettings = { ...DEFAULT_JOB_SETTINGS, ...options.settings };
  const kinds: JobKinds = { ...moduleKinds, importers: { ...moduleKinds.importers, ...options.importers } };
  const jobContext = { db: ctx.db, clock: ctx.clock, settings, log: app.log, kinds };
  const worker = new JobWorker(jobContext, [exportProcessor(jobContext), importProcessor(jobContext)]);
  app.decorate('jobWorker', worker);
  // In a process of role api the worker is not running: the workers of other processes find the job at their next poll.
  const onJobCreated = () => worker.notify();

  if (servesApi(role)) {
    await app.register(
      async (api) => {
        const http = { route: endpoints(api), guards: guardsOf(ctx) };
        registerExportRoutes(http, ctx, kinds, onJobCreated);
        registerImportRoutes(http, ctx, settings, kinds, onJobCreated);
      },
      { prefix: API_BASE_PATH },
    );
  }
  if (runsWorkers(role) && options.worker !== false) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return [fileRetentionDuty(jobContext)];
}
