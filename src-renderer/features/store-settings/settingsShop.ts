import { ROLE_GROUP } from '@shared/constants';
import type { Role } from '@shared/constants';
import { routePath } from '@shared/routes';

/** The settings pages of one shop, in the order of their tabs. */
export const SETTINGS_PAGES = [
  'storeSettingView',
  'settingBasic',
  'settingDefault',
  'settingDetail',
] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

/** The shop a settings page works on. */
export interface SettingsShop {
  subdomain: string;
  id: number;
}

/** The query parameter that carries a group user's chosen shop to the pages without `:id`. */
export const SHOP_ID_PARAM = 'shopId';

/**
 * The path of a settings page of a shop. The basic, default and detail routes carry no shop
 * id: a store user always works on its own shop, a group user's choice rides in the query.
 */
export function settingsPagePath(page: SettingsPage, shop: SettingsShop, role: Role): string {
  if (page === 'storeSettingView') return routePath(page, { subdomain: shop.subdomain, id: shop.id });
  const path = routePath(page, { subdomain: shop.subdomain });
  return role === ROLE_GROUP ? `${path}?${SHOP_ID_PARAM}=${shop.id}` : path;
}
