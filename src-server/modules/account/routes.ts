import { accountUpdateRequestSchema, API_PATHS, companyUpdateRequestSchema } from '@shared/api';
import type { CompanySetting, CurrentUser } from '@shared/api';
import { loadCurrentUser } from '../../platform/auth/current-user';
import type { AppContext } from '../../platform/context';
import { sessionExpired } from '../../platform/errors';
import { updated } from '../../platform/http/answers';
import { loadCompanySetting, saveCompanySetting } from './company-settings';
import { updateOwnAccount } from './update-account';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.account;

export function registerAccountRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  async function currentUser(userId: number): Promise<CurrentUser> {
    const user = await loadCurrentUser(ctx.db, userId);
    if (!user) throw sessionExpired();
    return user;
  }

  // The client adds ?subdomain=... to account paths; the caller's own account is answered regardless.
  route.get(paths.self, {
    access: guards.loggedIn,
    async handler({ access: { caller } }): Promise<{ data: CurrentUser }> {
      return { data: await currentUser(caller.userId) };
    },
  });

  route.put(paths.self, {
    access: guards.caller('accountUser'),
    body: accountUpdateRequestSchema,
    async handler({ access: { caller }, body }) {
      await updateOwnAccount(ctx, caller, body);
      return updated(await currentUser(caller.userId));
    },
  });

  route.get(paths.company, {
    access: guards.caller('accountCompany'),
    async handler({ access: { caller } }): Promise<{ data: CompanySetting }> {
      return { data: await loadCompanySetting(ctx.db, caller) };
    },
  });

  route.put(paths.company, {
    access: guards.caller('accountCompany'),
    body: companyUpdateRequestSchema,
    async handler({ access: { caller }, body }) {
      await saveCompanySetting(ctx.db, caller, body, ctx.clock());
      return updated(await loadCompanySetting(ctx.db, caller));
    },
  });
}
