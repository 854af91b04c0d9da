import type { User } from '@shared/api';
import { ROLE_CLIENT, ROLE_MASTER } from '@shared/constants';
import type { RouteName } from '@shared/routes';

export type UserEditRoute = Extract<RouteName, 'userEditMaster' | 'userEditClient' | 'userEditShop'>;

/**
 * The edit screen of a user's role. Group accounts have no screen of their own: head office
 * edits them on the shop user's screen (name, e-mail and password), as the API does.
 */
export function userEditRoute(user: Pick<User, 'role'>): UserEditRoute {
  if (user.role === ROLE_MASTER) return 'userEditMaster';
  if (user.role === ROLE_CLIENT) return 'userEditClient';
  return 'userEditShop';
}
