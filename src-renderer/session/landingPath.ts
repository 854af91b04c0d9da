import type { CurrentUser } from '@shared/api';
import { homeRoute, routePath } from '@shared/routes';

/** Where a user lands after login or on `/` (spec section 2). */
export function landingPath(user: CurrentUser): string {
  const target = homeRoute(user);
  return routePath(target.name, target.params);
}
