import { useOutletContext } from 'react-router';
import type { RouteDefinition } from '@shared/routes';

/** The shared route-table entry of the page being shown (handed down by RouteGuard). */
export function useCurrentRoute(): RouteDefinition {
  return useOutletContext<RouteDefinition>();
}
