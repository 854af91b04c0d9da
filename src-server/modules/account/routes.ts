import type { FastifyInstance } from 'fastify';
import { accountUpdateRequestSchema, companyUpdateRequestSchema } from '@shared/api';
import type { CompanySetting, CurrentUser } from '@shared/api';
import { ja } from '@shared/messages';
import { guard } from '../../platform/auth/guard';
import { authenticate } from '../../platform/auth/session';
import { updateOwnAccount } from './update-account';
import type { AppContext } from '../../platform/context';
import { sessionExpired } from '../../platform/errors';
import { parseInput } from '../../platform/http/validation';
import { loadCurrentUser } from '../../platform/auth/current-user';
import { loadCompanySetting, saveCompanySetting } from './company-settings';

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function currentUser(userId: number): Promise<CurrentUser> {
    const user = await loadCurrentUser(ctx.db, userId);
    if (!user) throw sessionExpired();
    return user;
  }

  // The client adds ?subdomain=... to account paths; the caller's own account is answered regardless.
  app.get('/account', async (request): Promise<{ data: CurrentUser }> => {
    const caller = await authenticate(ctx, request);
    return { data: await currentUser(caller.userId) };
  });

  app.put('/account', async (request) => {
    const caller = await guard(ctx, request, 'accountUser');
    await updateOwnAccount(ctx, caller, parseInput(accountUpdateRequestSchema, request.body));
    return { message: ja.success.updated, data: await currentUser(caller.userId) };
  });

  app.get('/account/company', async (request): Promise<{ data: CompanySetting }> => {
    const caller = await guard(ctx, request, 'accountCompany');
    return { data: await loadCompanySetting(ctx.db, caller) };
  });

  app.put('/account/company', async (request) => {
    const caller = await guard(ctx, request, 'accountCompany');
    await saveCompanySetting(
      ctx.db,
      caller,
      parseInput(companyUpdateRequestSchema, request.body),
      ctx.clock(),
    );
    return { message: ja.success.updated, data: await loadCompanySetting(ctx.db, caller) };
  });
}
