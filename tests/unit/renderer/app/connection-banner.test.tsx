/** @vitest-environment jsdom */
import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeEvents } from '@shared/ipc';
import { ja } from '@shared/messages';
import { ConnectionBanner } from '../../../../src-renderer/app/ConnectionBanner';
import { createQueryClient, followApiConnection } from '../../../../src-renderer/app/queryClient';
import { renderWithMantine } from '../support/render';

type ConnectionListener = (payload: BridgeEvents['desktop.connectionChanged']) => void;

/** A bridge whose main says the API is (un)reachable, and can change its mind. */
function installBridge(reachable: boolean, answer: () => unknown = () => ({ rows: 1 })) {
  const listeners = new Set<ConnectionListener>();
  const invoke = vi.fn((channel: string) =>
    Promise.resolve(
      channel === 'desktop.connection' ? { ok: true, data: { reachable } } : { ok: true, data: answer() },
    ),
  );
  window.bridge = {
    invoke,
    on: (event: string, listener: ConnectionListener) => {
      if (event !== 'desktop.connectionChanged') return () => undefined;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as typeof window.bridge;
  return {
    invoke,
    change: (next: boolean) => act(() => listeners.forEach((listener) => listener({ reachable: next }))),
  };
}

function Probe() {
  const query = useQuery({
    queryKey: ['probe'],
    queryFn: () => window.bridge.invoke('services.list', {} as never),
  });
  return <p data-testid="probe-status">{query.fetchStatus}</p>;
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('offline banner and TanStack Query while the API is away', () => {
  it('shows a calm status (not an alert) while main cannot reach the API, and hides it when it can', async () => {
    const bridge = installBridge(false);
    renderWithMantine(
      <QueryClientProvider client={createQueryClient()}>
        <ConnectionBanner />
      </QueryClientProvider>,
    );
    const banner = await screen.findByTestId('offline-banner');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveTextContent(ja.desktop.offlineTitle);
    bridge.change(true);
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument());
    bridge.change(false);
    expect(await screen.findByTestId('offline-banner')).toBeInTheDocument();
  });

  it('does not freeze requests when the OS says offline (a loopback or LAN API still answers)', async () => {
    const bridge = installBridge(true);
    const stop = followApiConnection();
    onlineManager.setOnline(false);
    renderWithMantine(
      <QueryClientProvider client={createQueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(bridge.invoke).toHaveBeenCalledWith('services.list', {}));
    expect(screen.getByTestId('probe-status')).not.toHaveTextContent('paused');
    stop();
  });

  it("refetches the screen's data when main says the API answers again", async () => {
    const bridge = installBridge(true);
    const stop = followApiConnection();
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, staleTime: 0 } });
    renderWithMantine(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('probe-status')).toHaveTextContent('idle'));
    expect(bridge.invoke).toHaveBeenCalledTimes(1);
    bridge.change(false);
    bridge.change(true);
    await waitFor(() => expect(bridge.invoke).toHaveBeenCalledTimes(2));
    stop();
  });
});
