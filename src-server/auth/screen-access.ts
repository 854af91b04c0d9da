import { canAccessRoute, sectionNeedsServiceDetail } from '@shared/routes';
import type { RouteDefinition } from '@shared/routes';
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';
import { loadAccessUser } from '../queries/account';
import { findService } from '../queries/services';
import type { Caller } from './session';

/**
 * An endpoint serves the screens it is used from (a job endpoint, those it is started from):
 * the caller must be able to open at least one of them in the service (its role, and the
 * service's switches and the caller's policies that hide a screen), else 403. The service's
 * detail is read only for the areas it switches (the rules of @shared/routes say which).
 */
export async function assertScreenAccess(
  { db }: AppContext,
  caller: Caller,
  subdomain: string,
  screens: readonly RouteDefinition[],
): Promise<void> {
  const needsService = screens.some((route) => sectionNeedsServiceDetail(route.section));
  const [user, service] = await Promise.all([
    loadAccessUser(db, caller.userId),
    needsService ? findService(db, subdomain) : null,
  ]);
  if (!user || !screens.some((route) => canAccessRoute(route, { user, service }))) throw forbidden();
}
