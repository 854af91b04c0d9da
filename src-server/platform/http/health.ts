import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@shared/api';
import { ja } from '@shared/messages';
import type { AppContext } from '../context';
import type { ServerRole } from '../roles';
import { endpoints, openToAll } from './endpoints';

/** A database answer is reused this long: load balancers and every open console ask /health. */
const DATABASE_CHECK_REUSE_MS = 1000;
/** A database that has not answered `select 1` by then counts as unreachable. */
const DATABASE_CHECK_TIMEOUT_MS = 2000;

/**
 * GET /health, readiness: 200 once the database answers, 503 while it does not, for launch
 * scripts and load balancers (the console only needs an HTTP answer of any kind).
 * GET /health/live, liveness: 200 while the process runs, without asking the database, so an
 * orchestrator does not restart every process when the database is away.
 * Both say the process's role (api, worker or both).
 */
export function registerHealthRoutes(api: FastifyInstance, ctx: AppContext, role: ServerRole): void {
  const route = endpoints(api);
  const database = databaseCheck(ctx);

  route.get(API_PATHS.health.ready, {
    access: openToAll,
    async handler({ request, reply }) {
      const failure = await database.check();
      if (failure === null) return { status: 'ok', role, database: 'reachable' };
      request.log.error({ err: failure }, 'database unavailable');
      return reply
        .code(503)
        .send({ message: ja.errors.serverError, status: 'unavailable', role, database: 'unreachable' });
    },
  });

  route.get(API_PATHS.health.live, {
    access: openToAll,
    handler: async () => ({ status: 'ok', role }),
  });
}

/**
 * `select 1` at most once per DATABASE_CHECK_REUSE_MS whatever the number of callers, and
 * never more than one at a time: a slow database does not get a queue of health checks
 * holding the pool's connections.
 */
function databaseCheck(ctx: AppContext) {
  let last: { at: number; failure: unknown } | null = null;
  let running: Promise<unknown> | null = null;

  const run = async (): Promise<unknown> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('the database did not answer in time')),
        DATABASE_CHECK_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([ctx.db.execute(sql`select 1`), timeout]);
      return null;
    } catch (error) {
      return error;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    /** Null when the database answered, else why not. */
    async check(): Promise<unknown> {
      if (last && performance.now() - last.at < DATABASE_CHECK_REUSE_MS) return last.failure;
      running ??= run().then((failure) => {
        last = { at: performance.now(), failure };
        running = null;
        return failure;
      });
      return running;
    },
  };
}
