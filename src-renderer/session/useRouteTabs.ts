import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import type { RouteTab } from '../components/RouteTabs';
import { useCanAccess } from './useCanAccess';

/**
 * The tabs between sibling screens that this user may open, each titled as its route, the
 * current one marked. `params` fills the routes' parameters (the service in view).
 */
export function useRouteTabs(
  names: readonly RouteName[],
  current: string,
  params: Record<string, string | number>,
): RouteTab[] {
  const canAccess = useCanAccess();
  return names
    .filter((name) => canAccess(name))
    .map((name) => ({
      label: ja.routeTitles[name as keyof typeof ja.routeTitles],
      path: routePath(name, params),
      current: name === current,
    }));
}
