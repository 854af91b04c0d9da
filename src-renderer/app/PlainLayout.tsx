import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AlertList } from '../platform/alerts/AlertList';
import { whenIdle } from '../platform/whenIdle';
import { prefetchSignedIn } from './lazyShell';
import { PlainFrame } from './PlainFrame';

/**
 * Layout of Login and password change once the router runs. Once it shows, what the console
 * needs after signing in is fetched in the background.
 */
export function PlainLayout() {
  useEffect(() => whenIdle(prefetchSignedIn), []);
  return (
    <PlainFrame alerts={<AlertList />}>
      <Outlet />
    </PlainFrame>
  );
}
