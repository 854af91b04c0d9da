import type { FastifyInstance } from 'fastify';
import { API_PATHS, changePasswordRequestSchema, loginRequestSchema } from '@shared/api';
import type { LoginResponse } from '@shared/api';
import { ja } from '@shared/messages';
import { loadCurrentUser } from '../../platform/auth/current-user';
import { guardsOf } from '../../platform/auth/guard';
import { revokeToken } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { endpoints } from '../../platform/http/endpoints';
import { apiTime } from '../../platform/http/time';
import { changePassword } from './change-password';
import { login } from './login';

const paths = API_PATHS.auth;

export function registerAuthRoutes(api: FastifyInstance, ctx: AppContext): void {
  const route = endpoints(api);
  const guards = guardsOf(ctx);

  route.post(paths.login, {
    access: guards.open,
    body: loginRequestSchema,
    async handler({ request, body }): Promise<LoginResponse> {
      const session = await login(ctx, body, request.ip);
      // An extra of the reference server: the user, so the console need not ask GET /account next.
      const user = (await loadCurrentUser(ctx.db, session.userId)) ?? undefined;
      return {
        data: {
          accessToken: session.accessToken,
          tokenType: 'Bearer',
          expiresAt: apiTime(session.expiresAt),
          user,
        },
      };
    },
  });

  route.post(paths.logout, {
    access: guards.loggedIn,
    async handler({ access: { caller } }) {
      await revokeToken(ctx.db, caller.tokenId, ctx.clock());
      return { message: ja.server.loggedOut };
    },
  });

  route.post(paths.changePassword, {
    access: guards.loggedIn,
    body: changePasswordRequestSchema,
    async handler({ access: { caller }, body }) {
      await changePassword(ctx, caller, body);
      return { message: ja.auth.passwordChanged };
    },
  });
}
