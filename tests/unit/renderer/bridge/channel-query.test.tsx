/** @vitest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  channelKey,
  channelQuery,
  invalidateChannels,
  useChannelQuery,
} from '../../../../src-renderer/bridge/channelQuery';

/** A window.bridge that answers every call with the channel, its payload and how many calls came before. */
function installBridge() {
  let calls = 0;
  const invoke = vi.fn((channel: string, payload: unknown) =>
    Promise.resolve({ ok: true, data: { channel, payload, call: ++calls } }),
  );
  window.bridge = { invoke, on: () => () => undefined } as unknown as typeof window.bridge;
  return invoke;
}

function ShopName({ subdomain, id }: { subdomain: string; id: number }) {
  const shop = useChannelQuery('stores.get', { subdomain, id });
  return (
    <p>{shop.data ? `${subdomain}/${id} #${(shop.data as unknown as { call: number }).call}` : 'loading'}</p>
  );
}

function renderWith(queryClient: QueryClient, element: React.ReactElement) {
  return render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
}

describe('the channel query helper', () => {
  it('asks the channel with the request and caches the answer under the channel and that request', async () => {
    const invoke = installBridge();
    const queryClient = new QueryClient();
    renderWith(queryClient, <ShopName subdomain="demo" id={7} />);

    await screen.findByText('demo/7 #1');
    expect(invoke).toHaveBeenCalledWith('stores.get', { subdomain: 'demo', id: 7 });
    expect(queryClient.getQueryData(channelKey('stores.get', { subdomain: 'demo', id: 7 }))).toMatchObject({
      channel: 'stores.get',
      payload: { subdomain: 'demo', id: 7 },
    });
  });

  it('keys a channel without a request by its name alone', () => {
    expect(channelKey('session.current')).toEqual(['session.current']);
    expect(channelQuery('session.current', undefined).queryKey).toEqual(['session.current']);
    expect(channelQuery('genres.list', {}).queryKey).toEqual(['genres.list', {}]);
  });

  it('gives the answer a write put under channelKey to the screen that reads that request', async () => {
    installBridge();
    const queryClient = new QueryClient();
    renderWith(queryClient, <ShopName subdomain="demo" id={7} />);
    await screen.findByText('demo/7 #1');

    act(() => {
      queryClient.setQueryData(channelKey('stores.get', { id: 7, subdomain: 'demo' }), { call: 99 });
    });
    await screen.findByText('demo/7 #99');
  });

  it('reads again every request of an invalidated channel and nothing of the others', async () => {
    const invoke = installBridge();
    const queryClient = new QueryClient();
    renderWith(
      queryClient,
      <>
        <ShopName subdomain="demo" id={1} />
        <ShopName subdomain="demo" id={2} />
      </>,
    );
    await screen.findByText(/demo\/1 #/);
    await screen.findByText(/demo\/2 #/);
    const other = queryClient.fetchQuery(channelQuery('genres.list', {}));
    await other;
    invoke.mockClear();

    await act(() => invalidateChannels(queryClient, ['stores.get']));

    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(2));
    expect(invoke.mock.calls.map(([channel]) => channel)).toEqual(['stores.get', 'stores.get']);
    expect(queryClient.getQueryState(channelKey('genres.list', {}))?.isInvalidated).toBe(false);
  });
});
