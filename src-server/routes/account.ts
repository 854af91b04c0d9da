import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '@shared/api';
import { authenticate } from '../auth/session';
import type { AppContext } from '../context';
import { sessionExpired } from '../http/errors';
import { loadCurrentUser } from '../queries/account';

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The client adds ?subdomain=... to account paths; the caller's own account is answered regardless.
  app.get('/account', async (request): Promise<{ data: CurrentUser }> => {
    const caller = await authenticate(ctx, request);
    const user = await loadCurrentUser(ctx.db, caller.userId);
    if (!user) throw sessionExpired();
    return { data: user };
  });
}
