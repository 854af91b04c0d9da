/**
 * Where the current navigation came from: the path shown before this one. Noted from the router
 * itself as each navigation completes, so a location React never rendered (the user went on
 * before the screen had drawn, e.g. Back at once after a menu click) still counts: a screen
 * arriving can tell whether the user came back from one of its records or from elsewhere.
 */
let noted: object | null = null;
let current: string | null = null;
let origin: string | null = null;
let stopFollowing: (() => void) | null = null;

interface Location {
  pathname: string;
}

/** What the console's router offers (React Router's data routers have both). */
export interface NavigationSource {
  state: { location: Location };
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

function noteLocation(location: Location): void {
  // The router calls back on every change of its state (loading, fetchers…): only a new
  // location object is a navigation.
  if (location === noted) return;
  noted = location;
  origin = current;
  current = location.pathname;
}

/**
 * Follows a router's navigations from its current location on; a router followed later (a new
 * console after sign-in) replaces it. Returns the way to stop.
 */
export function followNavigations(router: NavigationSource): () => void {
  stopFollowing?.();
  noted = null;
  current = null;
  origin = null;
  noteLocation(router.state.location);
  const unsubscribe = router.subscribe((state) => noteLocation(state.location));
  const stop = () => {
    unsubscribe();
    if (stopFollowing !== stop) return;
    stopFollowing = null;
    noted = null;
    current = null;
    origin = null;
  };
  stopFollowing = stop;
  return stop;
}

/** The path before the current one; null on the first screen (or when no router is followed). */
export function navigationOrigin(): string | null {
  return origin;
}
