/**
 * Where the current navigation came from: the path shown before this one. The shell notes each
 * new location while it renders (before the screen's own effects run), so a screen arriving
 * can tell whether the user came back from one of its records or from elsewhere.
 */
let noted: object | null = null;
let current: string | null = null;
let origin: string | null = null;

/** Notes a location; the same location object again (a re-render) changes nothing. */
export function noteLocation(location: { pathname: string }): void {
  if (location === noted) return;
  noted = location;
  origin = current;
  current = location.pathname;
}

/** The path before the current one; null on the first screen. */
export function navigationOrigin(): string | null {
  return origin;
}
