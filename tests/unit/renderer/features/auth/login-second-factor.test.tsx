/** @vitest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_CLIENT } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { LoginPage } from '../../../../../src-renderer/features/auth/LoginPage';
import { SESSION_QUERY_KEY } from '../../../../../src-renderer/session/useSession';
import { makeUser } from '../../support/fixtures';
// The page loads its second step on demand: loaded here, it shows as soon as it is asked for.
import '../../../../../src-renderer/features/auth/SecondFactorStep';
import '../../../../../src-renderer/components/second-factor/RecoveryCodesPanel';
import { renderWithMantine } from '../../support/render';

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/demo:client%40demo.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=demo',
};

/** The login page with a bridge whose sign-in waits for a second step (`method`). */
function renderLogin(method: 'code' | 'enrol') {
  const user = makeUser(ROLE_CLIENT);
  const invoke = vi.fn((channel: string) => {
    if (channel === 'session.current') return Promise.resolve({ ok: true, data: null });
    if (channel === 'session.login')
      return Promise.resolve({
        ok: true,
        data: { kind: 'secondFactor', method, enrolment: method === 'enrol' ? ENROLMENT : null },
      });
    if (channel === 'session.secondFactor')
      return Promise.resolve({
        ok: true,
        data: { user, recoveryCodes: method === 'enrol' ? ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'] : null },
      });
    return Promise.resolve({ ok: true, data: null });
  });
  window.bridge = { invoke, on: () => () => undefined } as unknown as typeof window.bridge;
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  renderWithMantine(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[routePath('login')]}>
        <Routes>
          <Route path={routePath('login')} element={<LoginPage />} />
          <Route path="*" element={<p>signed in</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invoke, queryClient };
}

async function signInWithPassword() {
  await userEvent.type(screen.getByLabelText(ja.fields.email, { exact: false }), 'client@demo.example');
  await userEvent.type(screen.getByLabelText(ja.fields.password, { exact: false }), 'DemoPass-2026!');
  await userEvent.click(screen.getByRole('button', { name: ja.actions.login }));
}

describe('login: the second step', () => {
  it('asks for the six-digit code after the password, refuses a malformed one and sends a right one', async () => {
    const { invoke } = renderLogin('code');
    await signInWithPassword();
    const field = await screen.findByLabelText(ja.secondFactor.code, { exact: false });
    await userEvent.type(field, '12a');
    await userEvent.click(screen.getByRole('button', { name: ja.secondFactor.verify }));
    expect(await screen.findByText(ja.secondFactor.codeFormat)).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalledWith('session.secondFactor', expect.anything());

    await userEvent.clear(field);
    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: ja.secondFactor.verify }));
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('session.secondFactor', { code: '123456' });
  });

  it('takes a recovery code instead when asked', async () => {
    const { invoke } = renderLogin('code');
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: ja.secondFactor.useRecoveryCode }));
    await userEvent.type(
      screen.getByLabelText(ja.secondFactor.recoveryCode, { exact: false }),
      'abcd-efgh-jkmn',
    );
    await userEvent.click(screen.getByRole('button', { name: ja.secondFactor.verify }));
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('session.secondFactor', { recoveryCode: 'abcd-efgh-jkmn' }),
    );
  });

  it('enrols at sign-in when the service requires it, and shows the recovery codes before opening the console', async () => {
    renderLogin('enrol');
    await signInWithPassword();
    expect(await screen.findByText(ja.secondFactor.enrolRequiredLead)).toBeInTheDocument();
    expect(screen.getByText(ENROLMENT.secret)).toBeInTheDocument();
    expect(await screen.findByAltText(ja.secondFactor.qrAlt)).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    await userEvent.type(screen.getByLabelText(ja.secondFactor.code, { exact: false }), '654321');
    await userEvent.click(screen.getByRole('button', { name: ja.secondFactor.verify }));
    expect(await screen.findByText('aaaa-bbbb-cccc')).toBeInTheDocument();
    expect(screen.queryByText('signed in')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: ja.secondFactor.codesSaved }));
    expect(await screen.findByText('signed in')).toBeInTheDocument();
  });
});
