import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@shared/constants';
import type { AppContext } from '../context';
import { exportProcessor } from './exports/process';
import { registerExportRoutes } from './exports/routes';
import { importProcessor } from './imports/process';
import { registerImportRoutes } from './imports/routes';
import type { JobKinds } from './kinds';
import { DEFAULT_JOB_SETTINGS } from './settings';
import type { JobSettings } from './settings';
import { JobWorker } from './worker';

export interface JobOptions {
  /** Runs the job worker of this process in the background (default true). Tests turn it off and drain(). */
  worker?: boolean;
  settings?: Partial<JobSettings>;
  /** Importers to serve instead of the modules' own, by target (tests put their own in place). */
  importers?: JobKinds['importers'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's worker of export and import jobs. */
    jobWorker: JobWorker;
  }
}

/** The export and import endpoints, and the worker that runs their jobs while the app is up. */
export async function installJobs(
  app: FastifyInstance,
  ctx: AppContext,
  moduleKinds: JobKinds,
  options: JobOptions = {},
): Promise<void> {
  const settings: JobSettings = { ...DEFAULT_JOB_SETTINGS, ...options.settings };
  const kinds: JobKinds = { ...moduleKinds, importers: { ...moduleKinds.importers, ...options.importers } };
  const jobContext = { db: ctx.db, clock: ctx.clock, settings, log: app.log, kinds };
  const worker = new JobWorker(jobContext, [exportProcessor(jobContext), importProcessor(jobContext)]);
  app.decorate('jobWorker', worker);
  const onJobCreated = () => worker.notify();

  await app.register(
    async (api) => {
      registerExportRoutes(api, ctx, onJobCreated);
      registerImportRoutes(api, ctx, settings, kinds, onJobCreated);
    },
    { prefix: API_BASE_PATH },
  );
  if (options.worker !== false) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
}
