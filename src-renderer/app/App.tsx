import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { CurrentUser } from '@shared/api';
import { LOGIN_PATH } from '@shared/routes/login-path';
import { AlertsProvider } from '../platform/alerts/AlertsProvider';
import { landingPath } from '../session/landingPath';
import { SESSION_QUERY_KEY } from '../session/useSession';
import { createQueryClient, followApiConnection } from './queryClient';
import { createAppRouter } from './router';
import { useFollowNavigations } from './useFollowNavigations';

interface AppProps {
  /** The user ConsoleStart already knows (signed in, or nobody); unknown, the session is asked for. */
  user?: CurrentUser | null | undefined;
}

interface ConsoleState {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

function createConsole(user: CurrentUser | null | undefined): ConsoleState {
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(SESSION_QUERY_KEY, user);
  // Signed in on the form before the router ran: straight to the landing screen.
  if (user && window.location.hash.slice(1).split('?')[0] === LOGIN_PATH)
    window.history.replaceState(null, '', `#${landingPath(user)}`);
  // The router starts at once: its loaders begin the first screen's queries in this client.
  return { queryClient, router: createAppRouter(queryClient) };
}

/**
 * The console built for the user ConsoleStart handed over, kept by that object: React may start
 * the first render again (a transition interrupted by the sign-in form's own update), and a second
 * router would start the landing screen's queries a second time, in a client nobody reads.
 */
const consoles = new WeakMap<CurrentUser, ConsoleState>();

function consoleFor(user: CurrentUser | null | undefined): ConsoleState {
  if (!user) return createConsole(user);
  const built = consoles.get(user) ?? createConsole(user);
  consoles.set(user, built);
  return built;
}

/** The console with its router, data layer and alerts, loaded by ConsoleStart (the Mantine theme is above it). */
export function App({ user }: AppProps) {
  const [{ queryClient, router }] = useState(() => consoleFor(user));
  useEffect(followApiConnection, []);
  useFollowNavigations(router);
  return (
    // UI guidelines: Japanese calendars whose weeks start on Sunday (the locale: screenSetup.ts).
    <DatesProvider settings={{ locale: 'ja', firstDayOfWeek: 0 }}>
      <QueryClientProvider client={queryClient}>
        <AlertsProvider>
          <RouterProvider router={router} />
        </AlertsProvider>
      </QueryClientProvider>
    </DatesProvider>
  );
}
