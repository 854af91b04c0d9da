/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@shared/api';
import { ROLE_CLIENT, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import UserListPage from '../../../../../src-renderer/features/users/UserListPage';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';
import type { BridgeCalls } from '../../support/harness';

function user(overrides: Partial<User>): User {
  return {
    id: 5,
    email: 'dogenzaka@demo.example',
    nameSei: '田中',
    nameMei: '健太',
    role: ROLE_STORE,
    status: 2,
    service: { id: 1, name: 'デモサービス', subdomain: 'demo' },
    shop: { id: 15, name: '渋谷道玄坂店' },
    group: null,
    policies: { summaryManagement: false, paymentHistory: false },
    registDate: '2026-04-01T09:00:00+09:00',
    updatedAt: '2026-04-01T09:00:00+09:00',
    ...overrides,
  };
}

const me = makeUser(ROLE_MASTER, null);
const rows = [
  user({}),
  user({ id: 6, email: 'paused@demo.example', nameSei: '佐々木', nameMei: '涼', status: 3 }),
  user({ id: me.id, role: ROLE_MASTER, email: me.email, service: null, shop: null }),
];
let bridge: BridgeCalls;

beforeEach(() => {
  bridge = installBridge({
    'users.list': () => ({
      data: rows,
      meta: { total: 3, per_page: 15, current_page: 1, last_page: 1, from: 1, to: 3 },
      links: {
        first: 'https://api.example.test/api/v1/users?page=1',
        last: 'https://api.example.test/api/v1/users?page=1',
      },
    }),
    'users.updateStatus': (payload) => ({
      message: payload.status === 3 ? '一時停止しました。' : '一時停止を解除しました。',
      data: rows[0],
    }),
  });
});

async function openList(role = ROLE_MASTER) {
  renderPage(<UserListPage />, {
    route: 'userList',
    url: '/setting/user/list',
    user: role === ROLE_MASTER ? me : makeUser(ROLE_CLIENT),
    withAlertList: true,
  });
  return screen.findByTestId('user-table');
}

describe('user list: pause and resume', () => {
  it('labels the status and offers pause, resume, and nothing on the own account', async () => {
    const table = await openList();
    const [active, paused, own] = within(table).getAllByRole('row').slice(1);
    expect(active).toHaveTextContent('有効');
    expect(within(active!).getByRole('button', { name: '一時停止' })).toBeInTheDocument();
    expect(paused).toHaveTextContent('一時停止');
    expect(within(paused!).getByRole('button', { name: '再開' })).toBeInTheDocument();
    expect(within(own!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for confirmation naming the user, then pauses with the version read', async () => {
    const table = await openList();
    fireEvent.click(within(table).getAllByRole('button', { name: '一時停止' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('田中 健太（dogenzaka@demo.example）のアカウントを一時停止します。');
    expect(bridge.payloadsOf('users.updateStatus')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '一時停止' }));
    await waitFor(() =>
      expect(bridge.payloadsOf('users.updateStatus')).toEqual([
        { id: 5, status: 3, updatedAt: '2026-04-01T09:00:00+09:00' },
      ]),
    );
    expect(await screen.findByText('一時停止しました。')).toBeInTheDocument();
  });

  it('sends the role and name filters to the API', async () => {
    await openList();
    fireEvent.change(screen.getByRole('textbox', { name: '氏名・メールアドレス' }), {
      target: { value: '田中' },
    });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() =>
      expect(bridge.payloadsOf('users.list').at(-1)).toMatchObject({ name: '田中', page: 1 }),
    );
  });

  it('does not offer the master role filter to a client', async () => {
    await openList(ROLE_CLIENT);
    fireEvent.click(screen.getByRole('combobox', { name: '権限' }));
    expect(await screen.findByRole('option', { name: '店舗' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'マスター管理者' })).not.toBeInTheDocument();
  });
});
