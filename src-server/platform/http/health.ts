import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ja } from '@shared/messages';
import type { AppContext } from '../context';
import { ApiError } from './errors';

/** Readiness for launch scripts and load balancers: answers 200 once the database answers. */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', async (request) => {
    try {
      await ctx.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'database unavailable');
      throw new ApiError(503, ja.errors.serverError);
    }
    return { status: 'ok' };
  });
}
