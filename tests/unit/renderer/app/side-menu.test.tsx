/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_STORE } from '@shared/constants';
import { SideMenu } from '../../../../src-renderer/app/SideMenu';
import { MENU_NAVIGATION } from '../../../../src-renderer/components/list/listState';
import { makeService, makeUser } from '../support/fixtures';
import { renderWithMantine } from '../support/render';

function renderAt(path: string, role: typeof ROLE_CLIENT | typeof ROLE_STORE) {
  renderWithMantine(
    <MemoryRouter initialEntries={[path]}>
      <SideMenu user={makeUser(role, 'demo')} service={makeService('demo')} />
    </MemoryRouter>,
  );
}

const item = (key: string) => document.querySelector(`[data-menu-key="${key}"]`);

describe('side menu', () => {
  it('marks the item of the area on its sub-pages', () => {
    renderAt('/service/demo/store/edit/12', ROLE_CLIENT);
    expect(item('stores')).toHaveAttribute('data-active');
    expect(item('stores')).toHaveAttribute('aria-current', 'page');
    expect(item('dashboard')).not.toHaveAttribute('data-active');
  });

  it('marks store settings on every settings page of a store user', () => {
    renderAt('/service/demo/setting/detail', ROLE_STORE);
    expect(item('storeSettings')).toHaveAttribute('data-active');
    expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('opens a list from its item as a menu navigation (page 1, spec section 2)', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <SideMenu user={makeUser(ROLE_CLIENT, 'demo')} service={makeService('demo')} />,
        },
      ],
      { initialEntries: ['/service/demo/customer/list?page=3'] },
    );
    renderWithMantine(<RouterProvider router={router} />);
    fireEvent.click(item('customers')!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.state).toEqual(MENU_NAVIGATION);
  });
});
