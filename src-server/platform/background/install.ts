import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { DutyRunner } from './duties';
import type { Duty } from './duties';
import { DEFAULT_LEASE_SETTINGS } from './lease';
import type { LeaseSettings } from './lease';

export interface DutyOptions {
  /** Runs the duties in the background (default true in a process that runs workers). Tests turn it off and call runDue(). */
  runner?: boolean;
  settings?: Partial<LeaseSettings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's runner of the once-per-database duties (absent in a process of role api). */
    duties: DutyRunner;
  }
}

/** The runner of the given duties, started with the app and stopped with it. */
export function installDuties(
  app: FastifyInstance,
  ctx: AppContext,
  duties: readonly Duty[],
  options: DutyOptions = {},
): DutyRunner {
  const runner = new DutyRunner(
    {
      db: ctx.db,
      clock: ctx.clock,
      log: app.log,
      settings: { ...DEFAULT_LEASE_SETTINGS, ...options.settings },
    },
    duties,
  );
  app.decorate('duties', runner);
  if (options.runner !== false) app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());
  return runner;
}
