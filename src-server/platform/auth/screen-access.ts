import { eq } from 'drizzle-orm';
import { SERVICE_FLAGS } from '@shared/constants';
import {
  canAccessRoute,
  isRoleAllowed,
  isSectionSwitchable,
  sectionNeedsServiceDetail,
} from '@shared/routes';
import type { RouteDefinition, ServiceSwitches } from '@shared/routes';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { withFlags } from '../db/enums';
import { services } from '../db/schema';
import { forbidden } from '../errors';
import { loadAccessUser } from './current-user';
import type { Caller } from './session';

/**
 * An endpoint serves the screens it is used from (a job endpoint, those it is started from):
 * the caller must be able to open at least one of them in the service (its role, and the
 * service's switches and the caller's policies that hide a screen), else 403. Screens no
 * switch or policy can close are decided by the role alone, without reading the user again;
 * the service's switches are read only for the areas they switch (@shared/routes says which).
 */
export async function assertScreenAccess(
  { db }: AppContext,
  caller: Caller,
  subdomain: string,
  screens: readonly RouteDefinition[],
): Promise<void> {
  if (screens.every((route) => !isSectionSwitchable(route.section))) {
    if (!screens.some((route) => isRoleAllowed(route, caller.role))) throw forbidden();
    return;
  }
  const needsService = screens.some((route) => sectionNeedsServiceDetail(route.section));
  const [user, service] = await Promise.all([
    loadAccessUser(db, caller.userId),
    needsService ? serviceSwitches(db, subdomain) : null,
  ]);
  if (!user || !screens.some((route) => canAccessRoute(route, { user, service }))) throw forbidden();
}

async function serviceSwitches(db: Database, subdomain: string): Promise<ServiceSwitches | null> {
  const flags = Object.fromEntries(SERVICE_FLAGS.map((flag) => [flag, services[flag]])) as {
    [K in (typeof SERVICE_FLAGS)[number]]: (typeof services)[K];
  };
  const columns = { name: services.name, ...flags };
  const [row] = await db.select(columns).from(services).where(eq(services.subdomain, subdomain)).limit(1);
  return row ? withFlags(row, SERVICE_FLAGS) : null;
}
