import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AlertsProvider } from '../platform/alerts/AlertsProvider';
import { createQueryClient, followApiConnection } from './queryClient';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  useEffect(followApiConnection, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* UI guidelines: Japanese calendars whose weeks start on Sunday (the locale: screenSetup.ts). */}
      <DatesProvider settings={{ locale: 'ja', firstDayOfWeek: 0 }}>
        <QueryClientProvider client={queryClient}>
          <AlertsProvider>
            <RouterProvider router={router} />
          </AlertsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
