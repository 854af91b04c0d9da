/** @vitest-environment jsdom */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@shared/api';
import { ROLE_CLIENT, ROLE_STORE } from '@shared/constants';
import { ja } from '@shared/messages';
import {
  forgetRememberedLists,
  rememberListSearch,
} from '../../../../../src-renderer/components/list/listState';
import AuditLogListPage from '../../../../../src-renderer/features/audit/AuditLogListPage';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';
import type { BridgeCalls } from '../../support/harness';

function user(id: number, nameSei: string, nameMei: string, email: string): User {
  return {
    id,
    email,
    nameSei,
    nameMei,
    role: ROLE_STORE,
    status: 2,
    service: { id: 1, name: 'デモサービス', subdomain: 'demo' },
    shop: null,
    group: null,
    policies: { summaryManagement: false, paymentHistory: false },
    registDate: '2026-04-01T09:00:00+09:00',
    updatedAt: '2026-04-01T09:00:00+09:00',
  };
}

const USERS = [
  user(7, '佐藤', '花子', 'hanako.sato@demo.example'),
  user(8, '鈴木', '一郎', 'ichiro@demo.example'),
  user(9, '高橋', '誠', 'makoto@demo.example'),
];

function pageOf<T>(data: T[]) {
  return {
    data,
    meta: { total: data.length, per_page: 15, current_page: 1, last_page: 1, from: 1, to: data.length },
    links: { first: '/x?page=1', last: '/x?page=1' },
  };
}

const URL = '/audit-log/list';
let bridge: BridgeCalls;

beforeEach(() => {
  forgetRememberedLists();
  bridge = installBridge({
    'audit.list': () => pageOf([]),
    // The server's match: name (spaces ignored) or e-mail.
    'users.list': ({ name }) =>
      pageOf(
        USERS.filter(
          (candidate) =>
            !name ||
            `${candidate.nameSei}${candidate.nameMei}`.includes(name) ||
            candidate.email.includes(name),
        ),
      ),
    'users.get': ({ id }) => {
      const found = USERS.find((candidate) => candidate.id === id);
      if (!found) throw { status: 404, message: 'not found' };
      return { data: found };
    },
  });
});

const userBox = () => screen.getByRole('combobox', { name: ja.audit.filters.user });

describe('操作ログ: the user filter is a picker of the users the viewer may see', () => {
  it('searches the users on the server by e-mail and filters the trail by the one picked', async () => {
    renderPage(<AuditLogListPage />, { route: 'auditLogList', url: URL, user: makeUser(ROLE_CLIENT) });
    fireEvent.click(await screen.findByRole('combobox', { name: ja.audit.filters.user }));
    // Opened, it offers the first users by name.
    expect(
      await screen.findByRole('option', { name: '鈴木 一郎（ichiro@demo.example）' }),
    ).toBeInTheDocument();
    userBox().focus();
    fireEvent.change(userBox(), { target: { value: 'sato' } });
    // The server's answer to the typed e-mail replaces the first matches.
    await waitFor(() => expect(screen.queryByRole('option', { name: /鈴木/ })).not.toBeInTheDocument());
    const option = screen.getByRole('option', { name: '佐藤 花子（hanako.sato@demo.example）' });
    expect(bridge.payloadsOf('users.list')).toContainEqual(
      expect.objectContaining({ name: 'sato', limit: 20 }),
    );

    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: ja.actions.search }));
    await waitFor(() => expect(bridge.payloadsOf('audit.list').at(-1)).toMatchObject({ userId: '7' }));
    expect(userBox()).toHaveValue('佐藤 花子（hanako.sato@demo.example）');
  });

  it('opened filtered by a user, shows who by name, and by id one the viewer can no longer see', async () => {
    rememberListSearch(URL, 'userId=9');
    renderPage(<AuditLogListPage />, { route: 'auditLogList', url: URL, user: makeUser(ROLE_CLIENT) });
    await waitFor(() => expect(userBox()).toHaveValue('高橋 誠（makoto@demo.example）'));
    expect(bridge.payloadsOf('audit.list').at(-1)).toMatchObject({ userId: '9' });
    cleanup();

    rememberListSearch(URL, 'userId=404');
    renderPage(<AuditLogListPage />, { route: 'auditLogList', url: URL, user: makeUser(ROLE_CLIENT) });
    await waitFor(() => expect(userBox()).toHaveValue('ユーザーID 404'));
  });
});
