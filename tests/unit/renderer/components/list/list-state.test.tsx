/** @vitest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetRememberedLists,
  MENU_NAVIGATION,
  readListState,
  toApiQuery,
  writeListState,
} from '../../../../../src-renderer/components/list/listState';
import { useListState } from '../../../../../src-renderer/components/list/useListState';
import type { ListStateControls } from '../../../../../src-renderer/components/list/useListState';
import { followNavigations } from '../../../../../src-renderer/platform/navigationOrigin';

const defaults = { keyword: '', status: '' };

describe('list state in the URL', () => {
  it('defaults to registDate descending on page 1', () => {
    expect(readListState(new URLSearchParams(''), defaults)).toEqual({
      filters: { keyword: '', status: '' },
      sort: 'registDate',
      order: 'desc',
      page: 1,
    });
  });

  it('round-trips filters, sort and page, leaving defaults out of the URL', () => {
    const state = {
      filters: { keyword: 'カフェ', status: '' },
      sort: 'name',
      order: 'asc' as const,
      page: 3,
    };
    const params = writeListState(state);
    expect(params.toString()).toBe('keyword=%E3%82%AB%E3%83%95%E3%82%A7&sort=name&typeSort=asc&page=3');
    expect(readListState(params, defaults)).toEqual(state);
  });

  it('ignores a page that is not a positive integer', () => {
    expect(readListState(new URLSearchParams('page=-2'), defaults).page).toBe(1);
    expect(readListState(new URLSearchParams('page=abc'), defaults).page).toBe(1);
  });

  it('sends typeSort upper-case and leaves empty filters out of the API query', () => {
    const state = readListState(new URLSearchParams('keyword=%20渋谷%20&typeSort=asc'), defaults);
    expect(toApiQuery(state, 15)).toEqual({
      page: 1,
      limit: 15,
      sort: 'registDate',
      typeSort: 'ASC',
      keyword: '渋谷',
    });
  });
});

describe('useListState', () => {
  let controls: ListStateControls<typeof defaults>;

  function ListProbe() {
    controls = useListState(defaults);
    return <p data-testid="state">{JSON.stringify(controls.state)}</p>;
  }

  function renderRouter(initial: string) {
    const router = createMemoryRouter(
      [
        { path: '/service/demo/store/list', element: <ListProbe /> },
        { path: '/service/demo/dashboard', element: <p>dashboard</p> },
        { path: '/service/demo/store/edit/:id', element: <p>record</p> },
      ],
      { initialEntries: [initial] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  const shown = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

  beforeEach(() => forgetRememberedLists());

  it('goes back to page 1 when the filters change', async () => {
    const router = renderRouter('/service/demo/store/list?page=4');
    expect(shown().page).toBe(4);
    await act(async () => controls.search({ keyword: '新宿', status: '' }));
    expect(shown()).toMatchObject({ page: 1, filters: { keyword: '新宿' } });
    expect(router.state.location.search).toBe('?keyword=%E6%96%B0%E5%AE%BF');
  });

  it('toggles the sort order on the same column and starts descending on a new one', async () => {
    renderRouter('/service/demo/store/list');
    await act(async () => controls.sortBy('registDate'));
    expect(shown()).toMatchObject({ sort: 'registDate', order: 'asc' });
    await act(async () => controls.sortBy('name'));
    expect(shown()).toMatchObject({ sort: 'name', order: 'desc' });
  });

  it('shows the list as it was left after going elsewhere and coming back', async () => {
    const router = renderRouter('/service/demo/store/list');
    await act(async () => controls.search({ keyword: '渋谷', status: '2' }));
    await act(async () => controls.goToPage(2));
    await act(async () => router.navigate('/service/demo/dashboard'));
    expect(screen.getByText('dashboard')).toBeInTheDocument();
    await act(async () => router.navigate('/service/demo/store/list'));
    expect(shown()).toMatchObject({ page: 2, filters: { keyword: '渋谷', status: '2' } });
    expect(router.state.location.search).toContain('page=2');
  });

  it('starts at page 1, with the filters and sort it was left with, when opened from the side menu', async () => {
    const router = renderRouter('/service/demo/store/list');
    await act(async () => controls.search({ keyword: '渋谷', status: '2' }));
    await act(async () => controls.goToPage(3));
    await act(async () => router.navigate('/service/demo/dashboard'));
    await act(async () => router.navigate('/service/demo/store/list', { state: MENU_NAVIGATION }));
    expect(shown()).toMatchObject({ page: 1, filters: { keyword: '渋谷', status: '2' } });
    expect(router.state.location.search).not.toContain('page=');

    await act(async () => controls.goToPage(2));
    await act(async () => router.navigate('/service/demo/store/list', { state: MENU_NAVIGATION }));
    expect(shown()).toMatchObject({ page: 1, filters: { keyword: '渋谷', status: '2' } });
  });

  it('clear and a search with every filter emptied stay unfiltered on the default sort (not recalled)', async () => {
    const router = renderRouter('/service/demo/store/list');
    await act(async () => controls.search({ keyword: '渋谷', status: '' }));
    await act(async () => controls.goToPage(2));
    await act(async () => controls.clear());
    expect(shown()).toMatchObject({ filters: defaults, page: 1 });
    expect(router.state.location.search).toBe('');

    await act(async () => controls.search({ keyword: '新宿', status: '' }));
    await act(async () => controls.search({ keyword: '', status: '' }));
    expect(shown()).toMatchObject({ filters: defaults, page: 1 });
    expect(router.state.location.search).toBe('');
  });

  it('starts at page 1 back from another area even when that area never drew (Back at once)', async () => {
    const router = renderRouter('/service/demo/store/list');
    const stopFollowing = followNavigations(router);
    await act(async () => controls.goToPage(2));
    expect(shown().page).toBe(2);
    // Both navigations complete before React renders again: the list never leaves the screen.
    await act(async () => {
      await router.navigate('/service/demo/dashboard');
      await router.navigate('/service/demo/store/list?page=2');
    });
    expect(shown().page).toBe(1);
    expect(router.state.location.search).not.toContain('page=');
    stopFollowing();
  });

  it('keeps its page back from one of its own records, followed from the router', async () => {
    const router = renderRouter('/service/demo/store/list');
    const stopFollowing = followNavigations(router);
    await act(async () => controls.goToPage(2));
    await act(async () => router.navigate('/service/demo/store/edit/7'));
    await act(async () => router.navigate('/service/demo/store/list?page=2'));
    expect(shown().page).toBe(2);
    expect(router.state.location.search).toContain('page=2');
    stopFollowing();
  });

  it('clear resets the filters and the page', async () => {
    renderRouter('/service/demo/store/list?keyword=a&page=3&sort=name');
    await act(async () => controls.clear());
    expect(shown()).toMatchObject({ filters: defaults, page: 1, sort: 'name' });
  });
});
