import { Outlet } from 'react-router';
import { NavigationEffects } from './NavigationEffects';
import { SessionEvents } from './SessionEvents';

/** The top of the route tree: effects that apply to every page, then the page. */
export function RootRoute() {
  return (
    <>
      <SessionEvents />
      <NavigationEffects />
      <Outlet />
    </>
  );
}
