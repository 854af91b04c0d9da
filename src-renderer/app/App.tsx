import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { CurrentUser } from '@shared/api';
import { LOGIN_PATH } from '@shared/routes/login-path';
import { AlertsProvider } from '../platform/alerts/AlertsProvider';
import { landingPath } from '../session/landingPath';
import { SESSION_QUERY_KEY } from '../session/useSession';
import { createQueryClient, followApiConnection } from './queryClient';
import { createAppRouter } from './router';

interface AppProps {
  /** The user ConsoleStart already knows (signed in, or nobody); unknown, the session is asked for. */
  user?: CurrentUser | null | undefined;
}

/** The console with its router, data layer and alerts, loaded by ConsoleStart (the Mantine theme is above it). */
export function App({ user }: AppProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (user !== undefined) client.setQueryData(SESSION_QUERY_KEY, user);
    return client;
  });
  const [router] = useState(() => {
    // Signed in on the form before the router ran: straight to the landing screen.
    if (user && window.location.hash.slice(1).split('?')[0] === LOGIN_PATH)
      window.history.replaceState(null, '', `#${landingPath(user)}`);
    return createAppRouter();
  });
  useEffect(followApiConnection, []);
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
