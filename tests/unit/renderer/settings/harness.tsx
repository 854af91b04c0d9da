import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { CurrentUser } from '@shared/api';
import type { CallFailure, ChannelName } from '@shared/ipc';
import { routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { theme } from '../../../../src-renderer/app/theme';
import { SESSION_QUERY_KEY } from '../../../../src-renderer/session/useSession';
import { AlertList } from '../../../../src-renderer/platform/alerts/AlertList';
import { AlertsProvider } from '../../../../src-renderer/platform/alerts/AlertsProvider';
import { createAlertStore } from '../../../../src-renderer/platform/alerts/alertStore';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

type Handler = (payload: Record<string, unknown>) => unknown;

/** A failure a fake handler throws to answer `{ ok: false }`. */
export class FakeFailure {
  constructor(readonly failure: CallFailure) {}
}

export interface RecordedCall {
  channel: ChannelName;
  payload: Record<string, unknown>;
}

/** window.bridge answering from `handlers`; every call is recorded. A channel without a handler answers 404. */
export function fakeBridge(handlers: Partial<Record<ChannelName, Handler>>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const invoke = vi.fn(async (channel: ChannelName, payload: unknown) => {
    const recorded = (payload ?? {}) as Record<string, unknown>;
    calls.push({ channel, payload: recorded });
    const handler = handlers[channel];
    if (!handler)
      return {
        ok: false,
        error: { status: 404, kind: 'http', message: '該当するデータがありません。', errors: [] },
      };
    try {
      return { ok: true, data: await handler(recorded) };
    } catch (error) {
      if (error instanceof FakeFailure) return { ok: false, error: error.failure };
      throw error;
    }
  });
  Object.defineProperty(window, 'bridge', {
    value: { invoke, on: () => () => undefined },
    configurable: true,
    writable: true,
  });
  return calls;
}

export function callsTo(calls: RecordedCall[], channel: ChannelName): Record<string, unknown>[] {
  return calls.filter((call) => call.channel === channel).map((call) => call.payload);
}

interface RenderPageOptions {
  route: RouteName;
  /** The URL to open, matching the route's path. */
  at: string;
  page: ReactElement;
  user: CurrentUser;
}

/** A page as the app shows it: its route entry as outlet context, the session, alerts, Mantine. */
export function renderPage({ route, at, page, user }: RenderPageOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  const alerts = createAlertStore();
  const definition = routeByName(route);
  const router = createMemoryRouter(
    [
      {
        path: definition.path,
        element: <Outlet context={definition} />,
        children: [{ index: true, element: page }],
      },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <AlertsProvider store={alerts}>
          <AlertList />
          <RouterProvider router={router} />
        </AlertsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { alerts, router, queryClient };
}
