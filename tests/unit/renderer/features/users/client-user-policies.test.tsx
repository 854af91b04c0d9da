/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser, User } from '@shared/api';
import { ROLE_CLIENT, ROLE_MASTER } from '@shared/constants';
import { ja } from '@shared/messages';
import { ClientUserForm } from '../../../../../src-renderer/features/users/ClientUserForm';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

const analyst = {
  ...makeUser(ROLE_CLIENT),
  id: 7,
  policies: { summaryManagement: true, paymentHistory: false },
};

function clientUser(overrides: Partial<User> = {}): User {
  return {
    id: 9,
    email: 'colleague@demo.example',
    nameSei: '佐藤',
    nameMei: '花子',
    role: ROLE_CLIENT,
    status: 2,
    service: { id: 1, name: 'デモサービス', subdomain: 'demo' },
    shop: null,
    group: null,
    policies: { summaryManagement: true, paymentHistory: true },
    registDate: '2026-04-01T09:00:00+09:00',
    updatedAt: '2026-04-01T09:00:00+09:00',
    ...overrides,
  };
}

const policyBox = (name: 'summaryManagement' | 'paymentHistory') =>
  screen.getByRole('checkbox', { name: ja.forms.user[name] });

function show(me: CurrentUser, user?: User) {
  renderPage(<ClientUserForm user={user} />, {
    route: user ? 'userEditClient' : 'userRegisterClient',
    url: user ? `/setting/user/edit/client/${user.id}` : '/setting/user/register/client',
    user: me,
    withAlertList: true,
  });
}

beforeEach(() => {
  installBridge({ 'lookups.services': () => ({ data: [] }) });
});

describe('the client user form’s policies', () => {
  it('shows the own policies read-only, with the reason', () => {
    show(analyst, clientUser({ id: analyst.id, policies: analyst.policies }));
    expect(policyBox('summaryManagement')).toBeDisabled();
    expect(policyBox('paymentHistory')).toBeDisabled();
    expect(screen.getAllByText(ja.users.ownPoliciesReadOnly)).toHaveLength(2);
  });

  it('lets a client change only the policies it holds on another user or a new one', () => {
    show(analyst, clientUser());
    expect(policyBox('summaryManagement')).toBeEnabled();
    expect(policyBox('paymentHistory')).toBeDisabled();
    expect(screen.getByText(ja.users.policyNotHeld)).toBeInTheDocument();
  });

  it('lets a client register a user with the policies it holds', () => {
    show(analyst);
    expect(policyBox('summaryManagement')).toBeEnabled();
    expect(policyBox('paymentHistory')).toBeDisabled();
  });

  it('lets master change every policy of another user', () => {
    show(
      { ...makeUser(ROLE_MASTER, null), policies: { summaryManagement: false, paymentHistory: false } },
      clientUser(),
    );
    expect(policyBox('summaryManagement')).toBeEnabled();
    expect(policyBox('paymentHistory')).toBeEnabled();
  });
});
