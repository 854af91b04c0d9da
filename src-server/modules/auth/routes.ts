import type { FastifyInstance } from 'fastify';
import { changePasswordRequestSchema, loginRequestSchema } from '@shared/api';
import type { ReferenceLoginResponse } from '@shared/api';
import { ja } from '@shared/messages';
import { changePassword } from './change-password';
import { login } from './login';
import { loadCurrentUser } from '../../platform/auth/current-user';
import { authenticate, revokeToken } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { apiTime } from '../../platform/http/time';
import { parseInput } from '../../platform/http/validation';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/auth/login', async (request): Promise<ReferenceLoginResponse> => {
    const credentials = parseInput(loginRequestSchema, request.body);
    const session = await login(ctx, credentials, request.ip);
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
  });

  app.post('/auth/logout', async (request) => {
    const caller = await authenticate(ctx, request);
    await revokeToken(ctx.db, caller.tokenId, ctx.clock());
    return { message: ja.server.loggedOut };
  });

  app.post('/auth/change-pass', async (request) => {
    const caller = await authenticate(ctx, request);
    await changePassword(ctx, caller, parseInput(changePasswordRequestSchema, request.body));
    return { message: ja.auth.passwordChanged };
  });
}
