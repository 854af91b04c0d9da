import { ROUTES } from './table';
import type { RouteDefinition } from './table';

const patterns = ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`),
}));

/** The route of a concrete path (`/service/demo/store/edit/3` → storeEdit), or undefined. */
export function routeOfPath(pathname: string): RouteDefinition | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.route;
}

/** The path prefix a list shares with its records: `…/store/list` → `…/store/`; null for a non-list. */
function familyOf(route: RouteDefinition): string | null {
  const at = route.path.lastIndexOf('/list');
  return at < 0 ? null : route.path.slice(0, at + 1);
}

const SERVICE_SCOPE = '/service/:subdomain/';

const LIST_FAMILIES = ROUTES.flatMap((route) => {
  const family = familyOf(route);
  return family ? [{ route, family }] : [];
});

/**
 * The list a record's screen belongs to (edit, detail, create and the other screens under the
 * list's own path; never another list), so that coming back from it keeps the list's page.
 * Of two lists whose paths both lead to the record, the closer one wins (a group's shops belong
 * to the group list, not the store list); a record in a service never belongs to a list outside.
 */
function listsOf(record: RouteDefinition): RouteDefinition[] {
  if (familyOf(record) !== null) return [];
  const inService = (route: RouteDefinition) => route.path.startsWith(SERVICE_SCOPE);
  const owners = LIST_FAMILIES.filter(
    ({ route, family }) => record.path.startsWith(family) && (inService(route) || !inService(record)),
  );
  const closest = Math.max(...owners.map(({ family }) => family.length));
  return owners.filter(({ family }) => family.length === closest).map(({ route }) => route);
}

/** Whether arriving at the list `listPath` from `originPath` is coming back from one of its own records. */
export function isBackFromOwnRecord(listPath: string, originPath: string): boolean {
  const list = routeOfPath(listPath);
  const origin = routeOfPath(originPath);
  if (!list || !origin) return false;
  return listsOf(origin).includes(list);
}
