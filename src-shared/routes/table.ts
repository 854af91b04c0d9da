import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '../constants/roles';
import type { Role } from '../constants/roles';
import { ja } from '../messages/ja';

export type RouteLayout = 'app' | 'plain' | 'error';

export interface RouteDefinition {
  /** Route name, used by the renderer to find the route. */
  name: string;
  /** React Router path pattern; `:subdomain` marks the service the route belongs to. */
  path: string;
  /** Japanese title; the window title is `<title> | <product name>`. */
  title: string;
  /** Roles allowed; `null` means no login needed. */
  roles: readonly Role[] | null;
  layout: RouteLayout;
}

const ALL_ROLES = [ROLE_MASTER, ROLE_CLIENT, ROLE_STORE, ROLE_GROUP] as const;
const HEAD_OFFICE = [ROLE_MASTER, ROLE_CLIENT] as const;

/** Every route of the console (spec sections 2 and 6). Guards, menus and server permissions read this. */
export const ROUTES = [
  { name: 'root', path: '/', title: ja.app.productName, roles: ALL_ROLES, layout: 'app' },
  { name: 'login', path: '/login', title: ja.auth.loginTitle, roles: null, layout: 'plain' },
  { name: 'forbidden', path: '/403', title: ja.pages.forbiddenTitle, roles: null, layout: 'error' },
  { name: 'notFound', path: '/404', title: ja.pages.notFoundTitle, roles: null, layout: 'error' },
  { name: 'serverError', path: '/500', title: ja.pages.serverErrorTitle, roles: null, layout: 'error' },
  { name: 'serviceList', path: '/service/list', title: ja.services.listTitle, roles: HEAD_OFFICE, layout: 'app' },
  {
    name: 'dashboard',
    path: '/service/:subdomain/dashboard',
    title: ja.dashboard.title,
    roles: ALL_ROLES,
    layout: 'app',
  },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];

export function routeByName(name: RouteName): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
}

/** Fills `:param` segments of a route path. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing route parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function isRoleAllowed(route: RouteDefinition, role: Role): boolean {
  return route.roles === null || route.roles.includes(role);
}
