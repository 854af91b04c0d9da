import type { CurrentUser } from '../api/account';
import type { ServiceInView } from '../api/services';
import { ja } from '../messages/start';
import { canAccessRoute, historyRouteName, isHeadOffice, usesEcHistory } from './access';
import type { AccessContext } from './access';
import { routeByName, routePath } from './table';
import type { RouteDefinition, RouteName, RouteSection } from './table';

export type MenuItemKey = keyof typeof ja.menu;

export interface MenuLink {
  route: RouteName;
  params: Record<string, string | number>;
  path: string;
}

export interface MenuItem {
  key: MenuItemKey;
  label: string;
  /** Null for an item without a link (help). */
  link: MenuLink | null;
  /** The route areas in which this item is the current one. */
  sections: readonly RouteSection[];
}

export interface SideMenu {
  /** Outside any service: head office's service list. */
  global: MenuItem[];
  /** The service in view: for head office only once a service is open. */
  service: MenuItem[];
  /** Head office's sub-menu: help, user settings, notifications. */
  sub: MenuItem[];
}

interface MenuEntry {
  key: MenuItemKey;
  /** The route the item opens, or null for an item without a link. */
  route: RouteName | ((user: CurrentUser) => RouteName) | null;
  sections: readonly RouteSection[];
}

/** Every item of the menus: the route it opens (null: no link) and the route areas in which it is current. */
const MENU_TARGETS = {
  serviceList: { route: 'serviceList', sections: ['services'] },
  dashboard: { route: 'dashboard', sections: ['dashboard'] },
  stores: { route: 'storeList', sections: ['stores'] },
  customers: { route: 'customerList', sections: ['customers'] },
  summary: { route: 'summary', sections: ['summary'] },
  accounting: { route: 'accountingExport', sections: ['accounting'] },
  coupons: { route: 'couponList', sections: ['coupons'] },
  news: { route: 'newsList', sections: ['news'] },
  history: { route: historyRouteName, sections: ['history'] },
  topDisplay: { route: 'topList', sections: ['topDisplay'] },
  help: { route: null, sections: [] },
  userSettings: { route: 'userList', sections: ['userSettings', 'serviceSettings'] },
  notifications: { route: 'notificationList', sections: ['notifications'] },
  auditLog: { route: 'auditLogList', sections: ['auditLog'] },
  storeSettings: { route: 'settingBasic', sections: ['storeSettings'] },
  gallery: { route: 'galleryList', sections: ['gallery'] },
  menu: { route: 'menuList', sections: ['menu'] },
  contracts: { route: 'contractList', sections: ['contracts'] },
  estimateProducts: { route: 'estimateProductList', sections: ['estimateProducts'] },
  accountSettings: { route: 'accountUser', sections: ['account'] },
  companySettings: { route: 'accountCompany', sections: ['account'] },
} as const satisfies Partial<Record<MenuItemKey, Omit<MenuEntry, 'key'>>>;

/** A menu: these items, in this order. */
function menuOf(...keys: (keyof typeof MENU_TARGETS)[]): MenuEntry[] {
  return keys.map((key) => ({ key, ...MENU_TARGETS[key] }));
}

const HEAD_OFFICE_GLOBAL_MENU = menuOf('serviceList');

const HEAD_OFFICE_SERVICE_MENU: readonly MenuEntry[] = menuOf(
  'dashboard',
  'stores',
  'customers',
  'summary',
  'accounting',
  'coupons',
  'news',
  'history',
  'topDisplay',
).map((entry) =>
  // Head office reaches a shop's settings, contracts and estimate products through the store list.
  entry.key === 'stores'
    ? { ...entry, sections: ['stores', 'storeSettings', 'contracts', 'estimateProducts'] }
    : entry,
);

const HEAD_OFFICE_SUB_MENU = menuOf('help', 'userSettings', 'notifications', 'auditLog');

/** Store and group share one list; the route roles leave each role its own items. */
const SHOP_SIDE_MENU = menuOf(
  'dashboard',
  'storeSettings',
  'gallery',
  'menu',
  'stores',
  'summary',
  'coupons',
  'news',
  'history',
  'contracts',
  'estimateProducts',
);

const ROUTE_PARAM = /:(\w+)/g;

/** The route's parameters from the context, or null when one is unknown (no service, no shop). */
function routeParams(route: RouteDefinition, subdomain: string | null, shopId: number | null) {
  const known: Record<string, string | number | null> = { subdomain, shopId };
  const params: Record<string, string | number> = {};
  for (const [, name = ''] of route.path.matchAll(ROUTE_PARAM)) {
    const value = known[name];
    if (value === null || value === undefined) return null;
    params[name] = value;
  }
  return params;
}

function itemLabel(key: MenuItemKey, context: AccessContext): string {
  if (key === 'dashboard' && isHeadOffice(context.user.role) && context.service) return context.service.name;
  if (key === 'history' && usesEcHistory(context.user)) return ja.menu.ecHistory;
  return ja.menu[key];
}

function visibleItems(
  entries: readonly MenuEntry[],
  context: AccessContext,
  subdomain: string | null,
): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of entries) {
    const base = { key: entry.key, label: itemLabel(entry.key, context), sections: entry.sections };
    if (entry.route === null) {
      items.push({ ...base, link: null });
      continue;
    }
    const name = typeof entry.route === 'function' ? entry.route(context.user) : entry.route;
    const route = routeByName(name);
    if (!canAccessRoute(route, context)) continue;
    const params = routeParams(route, subdomain, context.user.shop?.id ?? null);
    if (params === null) continue;
    items.push({ ...base, link: { route: name, params, path: routePath(name, params) } });
  }
  return items;
}

/**
 * The side menu of spec sections 2 and 6 for this user. `serviceDetail` is the service open
 * in the console (head office); store and group always see their own service.
 */
export function sideMenu(user: CurrentUser, serviceDetail: ServiceInView | null): SideMenu {
  const context: AccessContext = { user, service: serviceDetail };
  if (isHeadOffice(user.role)) {
    return {
      global: visibleItems(HEAD_OFFICE_GLOBAL_MENU, context, null),
      service: serviceDetail ? visibleItems(HEAD_OFFICE_SERVICE_MENU, context, serviceDetail.subdomain) : [],
      sub: visibleItems(HEAD_OFFICE_SUB_MENU, context, null),
    };
  }
  return {
    global: [],
    service: visibleItems(SHOP_SIDE_MENU, context, user.service?.subdomain ?? null),
    sub: [],
  };
}

/** Every item of the side menu, in display order. */
export function visibleMenuItems(user: CurrentUser, serviceDetail: ServiceInView | null): MenuItem[] {
  const menu = sideMenu(user, serviceDetail);
  return [...menu.global, ...menu.service, ...menu.sub];
}

/** The key of the item that is current on a route, or null. */
export function activeMenuKey(items: readonly MenuItem[], route: RouteDefinition): MenuItemKey | null {
  return items.find((item) => item.sections.includes(route.section))?.key ?? null;
}

export interface UserPanel {
  roleName: string;
  fullName: string;
  /** Account settings, and company settings for store and client users. */
  items: MenuItem[];
}

const USER_PANEL_MENU = menuOf('accountSettings', 'companySettings');

/** The user panel: role name, full name and the account links; logout is an action, not a route. */
export function userPanel(user: CurrentUser): UserPanel {
  return {
    roleName: ja.roles[user.role],
    fullName: `${user.nameSei} ${user.nameMei}`,
    items: visibleItems(USER_PANEL_MENU, { user, service: null }, null),
  };
}
