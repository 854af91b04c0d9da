import { ROLE_MASTER } from '@shared/constants';
import { isRoleAllowed, routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { forbidden } from '../errors';
import type { Caller } from './session';

/** The services a caller may see: every one for master, else only their own. */
export type ServiceScope = { kind: 'all' } | { kind: 'one'; serviceId: number };

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
