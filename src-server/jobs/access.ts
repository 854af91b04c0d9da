import type { ImportTarget } from '@shared/constants';
import { ROUTES, canAccessRoute, routeByName } from '@shared/routes';
import type { RouteDefinition, RouteName } from '@shared/routes';
import type { Caller } from '../auth/session';
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';
import { loadCurrentUser } from '../queries/account';
import { findService } from '../queries/services';

/**
 * A job endpoint serves the screens it is started from: the caller must be able to open at
 * least one of them in the service (its role, and the service's switches and the caller's
 * policies that hide a screen), else 403.
 */
export async function assertScreenAccess(
  { db }: AppContext,
  caller: Caller,
  subdomain: string,
  screens: readonly RouteDefinition[],
): Promise<void> {
  const [user, service] = await Promise.all([loadCurrentUser(db, caller.userId), findService(db, subdomain)]);
  if (!user || !screens.some((route) => canAccessRoute(route, { user, service }))) throw forbidden();
}

/** The screens with the CSV export button of a kind (the route table's csvExport). */
export function screensExporting(kind: string): RouteDefinition[] {
  return ROUTES.filter((route: RouteDefinition) => route.csvExport === kind);
}

/** The screen each import is started from; its roles and switches decide who may import. */
const IMPORT_SCREENS: Record<ImportTarget, RouteName> = {
  stores: 'storeCreate',
  storesAllowIp: 'storeEdit',
  contracts: 'contractCreate',
  contractInterest: 'contractCreate',
  estimateProducts: 'estimateProductCreate',
  estimateImages: 'estimateProductCreate',
};

export function screensImporting(target: ImportTarget): RouteDefinition[] {
  return [routeByName(IMPORT_SCREENS[target])];
}
