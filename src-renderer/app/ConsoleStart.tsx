import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import type { CurrentUser } from '@shared/api';
import { LOGIN_PATH } from '@shared/routes/login-path';
import { call } from '../bridge/call';
import { SignIn } from '../features/auth/SignIn';
import { PageLoader } from '../components/PageLoader';
import { whenIdle } from '../platform/whenIdle';
import type * as AppModule from './App';
import { PlainFrame } from './PlainFrame';

/**
 * The router's side, rendered at once when its code has loaded (as it has once the form was idle):
 * a lazy component would suspend, and React holds a revealed boundary back up to 300 ms.
 */
let loadedApp: typeof AppModule | null = null;
const loadApp = () =>
  import('./App').then((module) => {
    loadedApp = module;
    return module;
  });
const LazyApp = lazy(async () => ({ default: (await loadApp()).App }));

function RouterSide({ user }: { user?: CurrentUser | null | undefined }) {
  if (loadedApp) return <loadedApp.App user={user} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyApp user={user} />
    </Suspense>
  );
}

/**
 * `signIn`: the login form, before the router has loaded; `checking`: at `/`, asking main whether
 * someone is signed in; `app`: the console with its router, told who is signed in when known.
 */
type Start = { kind: 'signIn' } | { kind: 'checking' } | { kind: 'app'; user?: CurrentUser | null };

const hashPath = () => window.location.hash.slice(1).split('?')[0] || '/';

function firstStart(): Start {
  const path = hashPath();
  if (path === LOGIN_PATH) return { kind: 'signIn' };
  if (path === '/') return { kind: 'checking' };
  return { kind: 'app' };
}

/**
 * What the console starts with. At the login route, or at `/` (where the desktop app opens) with
 * nobody signed in, the login form shows without the router, TanStack Query or the form library,
 * which load in the background while the user types; once signed in (or when main says someone
 * already is) the console hands over to the router at the same address, which leads to the
 * landing screen. Any other address starts the router at once.
 */
export function ConsoleStart() {
  const [start, setStart] = useState(firstStart);
  const beforeApp = start.kind !== 'app';

  useEffect(() => {
    if (!beforeApp) return;
    let active = true;
    call('session.current', undefined).then(
      (user) => {
        if (!active) return;
        if (user) startTransition(() => setStart({ kind: 'app', user }));
        else {
          if (hashPath() !== LOGIN_PATH) window.history.replaceState(null, '', `#${LOGIN_PATH}`);
          setStart({ kind: 'signIn' });
        }
      },
      // At `/` the router's session check says what failed; at the form, signing in still can.
      () => active && setStart((current) => (current.kind === 'checking' ? { kind: 'app' } : current)),
    );
    return () => {
      active = false;
    };
  }, [beforeApp]);

  useEffect(() => {
    if (!beforeApp) return;
    // Another address (a link, the address bar) is the router's to show.
    const follow = () => {
      if (hashPath() !== LOGIN_PATH) setStart({ kind: 'app' });
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [beforeApp]);

  useEffect(() => {
    if (!beforeApp) return;
    // A failed fetch is tried again when the app is needed.
    return whenIdle(() => {
      loadApp().catch(() => undefined);
      import('./lazyShell').then(
        (shell) => shell.prefetchSignedIn(),
        () => undefined,
      );
    });
  }, [beforeApp]);

  if (start.kind === 'checking') return <PageLoader />;
  if (start.kind === 'app') return <RouterSide user={start.user} />;
  return (
    <PlainFrame>
      {/* The form stays until the router's first screen is ready (a transition). */}
      <SignIn onSignedIn={(user) => startTransition(() => setStart({ kind: 'app', user }))} />
    </PlainFrame>
  );
}
