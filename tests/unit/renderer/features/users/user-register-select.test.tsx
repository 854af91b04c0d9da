/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_MASTER } from '@shared/constants';
import UserRegisterSelectPage from '../../../../../src-renderer/features/users/UserRegisterSelectPage';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

beforeEach(() => {
  installBridge({});
});

function openAs(role: typeof ROLE_MASTER | typeof ROLE_CLIENT) {
  renderPage(<UserRegisterSelectPage />, {
    route: 'userRegisterSelect',
    url: '/setting/user/register/select',
    user: makeUser(role, role === ROLE_MASTER ? null : 'demo'),
    withAlertList: true,
  });
}

const kinds = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('user registration: choosing the kind', () => {
  it('offers master administrator registration to a master', () => {
    openAs(ROLE_MASTER);
    expect(kinds()).toEqual(['クライアントユーザー登録', 'マスター管理者登録', '店舗ユーザー登録']);
    expect(screen.getByRole('link', { name: 'マスター管理者登録' })).toHaveAttribute(
      'href',
      '/setting/user/register/master',
    );
  });

  it('does not offer it to a client', () => {
    openAs(ROLE_CLIENT);
    expect(kinds()).toEqual(['クライアントユーザー登録', '店舗ユーザー登録']);
    expect(screen.queryByText(/マスター管理者/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '店舗ユーザー登録' })).toHaveAttribute(
      'href',
      '/setting/user/register/shop',
    );
  });
});
