import { useEffect } from 'react';
import { followNavigations } from '../platform/navigationOrigin';
import type { NavigationSource } from '../platform/navigationOrigin';

/**
 * Follows the router's navigations once the router is on screen. Not earlier: React Router keeps
 * its first state (the start screen loaded) for the first subscriber, which must be the
 * RouterProvider (its layout effect runs before this effect); a subscriber before it would take
 * that state and leave the console on 読み込み中.
 */
export function useFollowNavigations(router: NavigationSource): void {
  useEffect(() => followNavigations(router), [router]);
}
