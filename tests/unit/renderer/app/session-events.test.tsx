/** @vitest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_MASTER, SUCCESS_ALERT_DISMISS_MS } from '@shared/constants';
import type { BridgeEvents } from '@shared/ipc';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { PlainLayout } from '../../../../src-renderer/app/PlainLayout';
import { RootRoute } from '../../../../src-renderer/app/RootRoute';
import { SESSION_QUERY_KEY } from '../../../../src-renderer/session/useSession';
import { AlertList } from '../../../../src-renderer/platform/alerts/AlertList';
import { AlertsProvider } from '../../../../src-renderer/platform/alerts/AlertsProvider';
import { createAlertStore } from '../../../../src-renderer/platform/alerts/alertStore';
import { LoginPage } from '../../../../src-renderer/features/auth/LoginPage';
import { makeUser } from '../support/fixtures';
import { renderWithMantine } from '../support/render';

const RATE_LIMIT_MESSAGE = 'リクエストが多すぎます。しばらくお待ちください。';

/** The app's root route on a logged-in page that shows an error alert; main's events are sent by the test. */
function renderLoggedIn() {
  let endSession: (payload: BridgeEvents['session.ended']) => void = () => undefined;
  window.bridge = {
    invoke: vi.fn((channel: string) =>
      Promise.resolve({ ok: true, data: channel === 'desktop.connection' ? { reachable: true } : null }),
    ),
    on: (event: string, listener: (payload: BridgeEvents['session.ended']) => void) => {
      if (event === 'session.ended') endSession = listener;
      return () => undefined;
    },
  } as unknown as typeof window.bridge;
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, makeUser(ROLE_MASTER, null));
  const alerts = createAlertStore();
  alerts.add({ message: '入力内容に誤りがあります。', type: 'error' });
  renderWithMantine(
    <QueryClientProvider client={queryClient}>
      <AlertsProvider store={alerts}>
        <MemoryRouter initialEntries={['/service/list']}>
          <Routes>
            <Route element={<RootRoute />}>
              <Route element={<PlainLayout />}>
                <Route path={routePath('login')} element={<LoginPage />} />
              </Route>
              <Route
                path="/service/list"
                element={
                  <>
                    <AlertList />
                    <p>service list</p>
                  </>
                }
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </AlertsProvider>
    </QueryClientProvider>,
  );
  expect(screen.getByText('service list')).toBeInTheDocument();
  return {
    async send(payload: BridgeEvents['session.ended']) {
      await act(async () => {
        endSession(payload);
        await vi.advanceTimersByTimeAsync(0);
      });
    },
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('SessionEvents', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('429: Login shows the server message as an alert that closes by itself', async () => {
    const app = renderLoggedIn();
    await app.send({ reason: 'rate-limited', message: RATE_LIMIT_MESSAGE });
    expect(screen.getByRole('heading', { name: ja.auth.loginTitle })).toBeInTheDocument();
    // The page's error alert went with the route change; the 429 message came after it.
    expect(screen.queryByText('入力内容に誤りがあります。')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(RATE_LIMIT_MESSAGE);
    expect(screen.getByTestId('alert-list')).toHaveTextContent(RATE_LIMIT_MESSAGE);
    await advance(SUCCESS_ALERT_DISMISS_MS - 1);
    expect(screen.getByText(RATE_LIMIT_MESSAGE)).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText(RATE_LIMIT_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ja.auth.loginTitle })).toBeInTheDocument();
  });

  it('401: Login shows the session-expired notice, which stays', async () => {
    const app = renderLoggedIn();
    await app.send({ reason: 'unauthorized', message: null });
    expect(screen.getByRole('heading', { name: ja.auth.loginTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ja.auth.sessionExpired);
    await advance(60_000);
    expect(screen.getByText(ja.auth.sessionExpired)).toBeInTheDocument();
  });
});
