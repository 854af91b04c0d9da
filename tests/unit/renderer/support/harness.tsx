import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { CurrentUser } from '@shared/api';
import { ROLE_CLIENT } from '@shared/constants';
import type { ChannelName, ChannelRequest } from '@shared/ipc';
import { routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { serviceInViewQueryKey } from '../../../../src-renderer/session/serviceInView';
import { SESSION_QUERY_KEY } from '../../../../src-renderer/session/useSession';
import { AlertList } from '../../../../src-renderer/platform/alerts/AlertList';
import { AlertsProvider } from '../../../../src-renderer/platform/alerts/AlertsProvider';
import { createAlertStore } from '../../../../src-renderer/platform/alerts/alertStore';
import { CsvJobsProvider } from '../../../../src-renderer/components/csv/CsvJobsProvider';
import { makeService, makeUser } from './fixtures';
import { renderWithMantine } from './render';

// Whole pages in jsdom are slow when every test file runs at once.
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no FontFaceSet; Mantine's autosize textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

/** Each channel's fake answer, given the payload the page sent (typed by the IPC contract). */
export type Handlers = { [C in ChannelName]?: (payload: ChannelRequest<C>) => unknown };

/** The calls the page made, in order; `answer` adds or replaces a channel's handler. */
export interface BridgeCalls {
  invoke: ReturnType<typeof vi.fn>;
  payloadsOf<C extends ChannelName>(channel: C): ChannelRequest<C>[];
  answer<C extends ChannelName>(channel: C, handler: NonNullable<Handlers[C]>): void;
}

/**
 * A fake window.bridge: each channel answers with its handler's value (a thrown
 * `{ status, message, errors }` becomes a failure). Unknown channels fail with 404.
 */
export function installBridge(handlers: Handlers): BridgeCalls {
  const all: Handlers = { 'exports.list': () => [], 'imports.list': () => [], ...handlers };
  const invoke = vi.fn(async (channel: ChannelName, payload: unknown) => {
    const handler = all[channel] as ((payload: never) => unknown) | undefined;
    if (!handler) return { ok: false, error: { status: 404, kind: 'http', message: channel, errors: [] } };
    try {
      return { ok: true, data: await handler(payload as never) };
    } catch (failure) {
      return { ok: false, error: { kind: 'http', errors: [], ...(failure as object) } };
    }
  });
  window.bridge = { invoke, on: () => () => undefined } as unknown as typeof window.bridge;
  return {
    invoke,
    answer: (channel, handler) => {
      (all as Record<ChannelName, unknown>)[channel] = handler;
    },
    payloadsOf: <C extends ChannelName>(channel: C) =>
      invoke.mock.calls
        .filter(([name]) => name === channel)
        .map(([, payload]) => payload as ChannelRequest<C>),
  };
}

interface RenderOptions {
  route: RouteName;
  /** The URL to open, e.g. `/service/demo/store/list?status=1`. */
  url: string;
  user?: CurrentUser;
  /** Renders the alert list above the page, for tests that read alerts as the user sees them. */
  withAlertList?: boolean;
  /** The query client to render with (a test that fills it first), else a new one. */
  queryClient?: QueryClient;
}

/** Renders a page as the router would: under its route-table entry, with the providers of the app. */
export function renderPage(
  page: ReactElement,
  {
    route,
    url,
    user = makeUser(ROLE_CLIENT),
    withAlertList = false,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: RenderOptions,
) {
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  queryClient.setQueryData(serviceInViewQueryKey('demo'), makeService('demo'));
  const alerts = createAlertStore();
  const definition = routeByName(route);
  const router = createMemoryRouter(
    [
      {
        element: (
          <CsvJobsProvider>
            <Outlet context={definition} />
          </CsvJobsProvider>
        ),
        children: [{ path: definition.path, element: page }],
      },
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithMantine(
    <QueryClientProvider client={queryClient}>
      <AlertsProvider store={alerts}>
        {withAlertList && <AlertList />}
        <RouterProvider router={router} />
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return { alerts, router, queryClient };
}
