import { eq } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { ROLE_MASTER } from '@shared/constants';
import { isRoleAllowed, routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { forbidden } from '../errors';
import type { Caller } from './session';

/** The services a caller may see: every one for master, else only their own. */
export type ServiceScope = { kind: 'all' } | { kind: 'one'; serviceId: number };

/** The rows a scope sees by their service column: all of them, or its own service's. */
export function inServiceScope(scope: ServiceScope, serviceId: AnyColumn): SQL | undefined {
  return scope.kind === 'one' ? eq(serviceId, scope.serviceId) : undefined;
}

export function serviceScopeOf(caller: Caller): ServiceScope {
  if (caller.role === ROLE_MASTER) return { kind: 'all' };
  if (caller.serviceId === null) throw forbidden();
  return { kind: 'one', serviceId: caller.serviceId };
}

export function assertServiceAccess(caller: Caller, serviceId: number): void {
  const scope = serviceScopeOf(caller);
  if (scope.kind === 'one' && scope.serviceId !== serviceId) throw forbidden();
}

/** An endpoint that backs a console screen allows the roles of that screen's route. */
export function assertRouteRole(caller: Caller, route: RouteName): void {
  if (!isRoleAllowed(routeByName(route), caller.role)) throw forbidden();
}
