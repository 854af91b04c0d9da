/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_CLIENT } from '@shared/constants';
import { ja } from '@shared/messages';
import PasswordChangePage from '../../../../../src-renderer/features/auth/PasswordChangePage';
import { SESSION_QUERY_KEY } from '../../../../../src-renderer/session/useSession';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

const expired = { ...makeUser(ROLE_CLIENT), passwordExpiredAt: '2026-01-01T00:00:00+09:00' };
const renewed = { ...expired, passwordExpiredAt: '2099-01-01T00:00:00+09:00' };

/** The three inputs by their names (the confirmation's label begins like the new password's). */
function fill(name: 'currentPassword' | 'newPassword' | 'confirmPassword', value: string) {
  fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
}

describe('password change (on the record form kit)', () => {
  it('changes the password, keeps the renewed user as the session and leaves for the landing page', async () => {
    const bridge = installBridge({ 'session.changePassword': () => renewed });
    const { queryClient, router } = renderPage(<PasswordChangePage />, {
      route: 'passwordChange',
      url: '/password/change',
      user: expired,
      withAlertList: true,
    });
    expect(screen.getByText(ja.auth.passwordExpired)).toBeInTheDocument();
    fill('currentPassword', 'Old-Secret-2025!');
    fill('newPassword', 'New-Secret-2026!');
    fill('confirmPassword', 'New-Secret-2026!');
    fireEvent.click(screen.getByRole('button', { name: ja.actions.update }));

    expect(await screen.findByText(ja.auth.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/password/change'));
    expect(bridge.payloadsOf('session.changePassword')).toEqual([
      {
        currentPassword: 'Old-Secret-2025!',
        newPassword: 'New-Secret-2026!',
        confirmPassword: 'New-Secret-2026!',
      },
    ]);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(renewed);
    // Replaced, not pushed: 戻る does not return to the form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('puts a refused current password on its field and stays', async () => {
    const refused = '現在のパスワードが正しくありません。';
    installBridge({
      'session.changePassword': () => {
        throw { status: 422, message: refused, errors: [{ name: 'currentPassword', message: refused }] };
      },
    });
    const { router } = renderPage(<PasswordChangePage />, {
      route: 'passwordChange',
      url: '/password/change',
      user: expired,
    });
    fill('currentPassword', 'Wrong-Secret-1!');
    fill('newPassword', 'New-Secret-2026!');
    fill('confirmPassword', 'New-Secret-2026!');
    fireEvent.click(screen.getByRole('button', { name: ja.actions.update }));
    expect((await screen.findAllByText(refused)).length).toBeGreaterThan(0);
    const field = document
      .querySelector('input[name="currentPassword"]')!
      .closest('.mantine-InputWrapper-root');
    expect(field).toHaveTextContent(refused);
    expect(router.state.location.pathname).toBe('/password/change');
  });
});
