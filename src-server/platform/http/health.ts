import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@shared/api';
import { ja } from '@shared/messages';
import type { AppContext } from '../context';
import { endpoints, openToAll } from './endpoints';
import { ApiError } from './errors';

/** Readiness for launch scripts and load balancers: answers 200 once the database answers. */
export function registerHealthRoutes(api: FastifyInstance, ctx: AppContext): void {
  endpoints(api).get(API_PATHS.health, {
    access: openToAll,
    async handler({ request }) {
      try {
        await ctx.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database unavailable');
        throw new ApiError(503, ja.errors.serverError);
      }
      return { status: 'ok' };
    },
  });
}
