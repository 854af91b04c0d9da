/** @vitest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, ServiceDetail } from '@shared/api';
import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import { RouteGuard } from '../../../../src-renderer/app/RouteGuard';
import { serviceInViewQueryKey } from '../../../../src-renderer/session/serviceInView';
import { SESSION_QUERY_KEY } from '../../../../src-renderer/session/useSession';
import { makeService, makeUser } from '../support/fixtures';
import { renderWithMantine } from '../support/render';

function renderAt(
  path: string,
  user: CurrentUser,
  serviceFlags: Partial<ServiceDetail> = {},
  serviceDetail: 'loaded' | 'loading' = 'loaded',
) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  if (serviceDetail === 'loaded') {
    for (const subdomain of ['demo', 'sample']) {
      queryClient.setQueryData(serviceInViewQueryKey(subdomain), makeService(subdomain, serviceFlags));
    }
  }
  renderWithMantine(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/service/list" element={<RouteGuard name="serviceList" />}>
            <Route index element={<p>service list</p>} />
          </Route>
          <Route path="/service/:subdomain/dashboard" element={<RouteGuard name="dashboard" />}>
            <Route index element={<p>dashboard</p>} />
          </Route>
          <Route path="/service/:subdomain/customer/list" element={<RouteGuard name="customerList" />}>
            <Route index element={<p>customers</p>} />
          </Route>
          <Route path="/403" element={<p>forbidden</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A bridge whose calls never answer: the service's detail stays loading. */
function installSilentBridge() {
  const invoke = vi.fn(() => new Promise<never>(() => undefined));
  window.bridge = { invoke, on: () => () => undefined } as unknown as typeof window.bridge;
  return invoke;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'bridge');
});

describe('RouteGuard', () => {
  it.each([ROLE_MASTER, ROLE_CLIENT] as const)('lets role %i open the service list', (role) => {
    renderAt('/service/list', makeUser(role));
    expect(screen.getByText('service list')).toBeInTheDocument();
  });

  it.each([ROLE_STORE, ROLE_GROUP] as const)('sends role %i from the service list to 403', (role) => {
    renderAt('/service/list', makeUser(role));
    expect(screen.getByText('forbidden')).toBeInTheDocument();
  });

  it('sends a client opening another service to 403', () => {
    renderAt('/service/sample/dashboard', makeUser(ROLE_CLIENT, 'demo'));
    expect(screen.getByText('forbidden')).toBeInTheDocument();
  });

  it('lets a store user open its own service', () => {
    renderAt('/service/demo/dashboard', makeUser(ROLE_STORE, 'demo'));
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('lets master open any service', () => {
    renderAt('/service/sample/dashboard', makeUser(ROLE_MASTER, null));
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('sends a client to 403 from customers when the service has customer setting off', () => {
    renderAt('/service/demo/customer/list', makeUser(ROLE_CLIENT, 'demo'), { enableCustomerSetting: 0 });
    expect(screen.getByText('forbidden')).toBeInTheDocument();
  });

  it('lets a client open customers when the service enables customer setting', () => {
    renderAt('/service/demo/customer/list', makeUser(ROLE_CLIENT, 'demo'), { enableCustomerSetting: 1 });
    expect(screen.getByText('customers')).toBeInTheDocument();
  });

  it('sets the window title to the route title and the product name', () => {
    renderAt('/service/list', makeUser(ROLE_MASTER, null));
    expect(document.title).toBe('サービス一覧 | キャッシュレス管理コンソール');
  });

  it('opens a screen whose access does not depend on the service while its detail still loads', () => {
    const invoke = installSilentBridge();
    renderAt('/service/demo/dashboard', makeUser(ROLE_CLIENT, 'demo'), {}, 'loading');
    expect(screen.getByText('dashboard')).toBeInTheDocument();
    // The detail is asked for by the service's record id (or its id looked up first), never the subdomain.
    expect(invoke).not.toHaveBeenCalledWith(
      'services.get',
      expect.objectContaining({ idOrSubdomain: 'demo' }),
    );
  });

  it('holds a screen the service switches (customers) until the detail has answered', () => {
    installSilentBridge();
    renderAt('/service/demo/customer/list', makeUser(ROLE_CLIENT, 'demo'), {}, 'loading');
    expect(screen.queryByText('customers')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中');
  });
});
