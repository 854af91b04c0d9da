import { canAccessRoute } from '@shared/routes';
import type { RouteDefinition } from '@shared/routes';
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';
import { loadCurrentUser } from '../queries/account';
import { findServiceBySubdomain } from '../queries/services';
import type { Caller } from './session';

/**
 * An endpoint serves the screens it is used from (a job endpoint, those it is started from):
 * the caller must be able to open at least one of them in the service (its role, and the
 * service's switches and the caller's policies that hide a screen), else 403.
 */
export async function assertScreenAccess(
  { db }: AppContext,
  caller: Caller,
  subdomain: string,
  screens: readonly RouteDefinition[],
): Promise<void> {
  const [user, service] = await Promise.all([
    loadCurrentUser(db, caller.userId),
    findServiceBySubdomain(db, subdomain),
  ]);
  if (!user || !screens.some((route) => canAccessRoute(route, { user, service }))) throw forbidden();
}
