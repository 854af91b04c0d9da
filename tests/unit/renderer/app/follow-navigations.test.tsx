/** @vitest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../../src-renderer/app/router';
import { useFollowNavigations } from '../../../../src-renderer/app/useFollowNavigations';
import { navigationOrigin } from '../../../../src-renderer/platform/navigationOrigin';

/** A router whose start screen is loaded lazily, as the console's are. */
function lazyRouter() {
  return createMemoryRouter(
    [
      { path: '/start', lazy: async () => ({ Component: () => <p>start screen</p> }) },
      { path: '/next', element: <p>next screen</p> },
    ],
    { initialEntries: ['/start'] },
  );
}

/** Waits until the router has loaded its start screen, before anything renders it. */
async function loaded(router: ReturnType<typeof lazyRouter>) {
  await waitFor(() => expect(router.state.initialized).toBe(true));
}

function Console({ router }: { router: ReturnType<typeof lazyRouter> }) {
  useFollowNavigations(router);
  return <RouterProvider router={router} />;
}

describe('following the router for where a navigation came from', () => {
  it('leaves the start screen to the router on screen when the start screen loaded before it rendered', async () => {
    const router = lazyRouter();
    await loaded(router);
    render(<Console router={router} />);
    expect(await screen.findByText('start screen')).toBeInTheDocument();
    await router.navigate('/next');
    expect(await screen.findByText('next screen')).toBeInTheDocument();
    expect(navigationOrigin()).toBe('/start');
  });

  it("keeps the console router's first state for the RouterProvider: nothing subscribes before it", async () => {
    window.location.hash = '#/login';
    const router = createAppRouter(new QueryClient());
    await waitFor(() => expect(router.state.initialized).toBe(true));
    // React Router hands its first state to the first subscriber only; a subscriber before the
    // provider would take it and leave the console on 読み込み中.
    const provider = vi.fn();
    router.subscribe(provider);
    expect(provider).toHaveBeenCalledTimes(1);
    router.dispose();
    window.location.hash = '';
  });
});
