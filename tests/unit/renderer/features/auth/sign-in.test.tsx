/** @vitest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_CLIENT } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation/message';
import { SignIn } from '../../../../../src-renderer/features/auth/SignIn';
import { makeUser } from '../../support/fixtures';
import { renderWithMantine } from '../../support/render';

const user = makeUser(ROLE_CLIENT);

/** The sign-in card on its own (no router, no TanStack Query), as the console starts with it. */
function renderSignIn(answer: () => unknown = () => ({ ok: true, data: { kind: 'signedIn', user } })) {
  const invoke = vi.fn((channel: string) =>
    Promise.resolve(channel === 'session.login' ? answer() : { ok: true, data: null }),
  );
  window.bridge = { invoke, on: () => () => undefined } as unknown as typeof window.bridge;
  const onSignedIn = vi.fn();
  renderWithMantine(<SignIn onSignedIn={onSignedIn} />);
  return { invoke, onSignedIn };
}

const emailField = () => screen.getByLabelText(ja.fields.email, { exact: false });
const passwordField = () => screen.getByLabelText(ja.fields.password, { exact: false });
const submit = () => userEvent.click(screen.getByRole('button', { name: ja.actions.login }));

describe('the sign-in card the console starts with', () => {
  it('checks the rules on submit, names each field that breaks one, focuses the first and sends nothing', async () => {
    const { invoke } = renderSignIn();
    await userEvent.type(passwordField(), 'secret');
    await submit();
    expect(await screen.findByText(fieldMessage(ja.fields.email, ja.validation.required))).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(invoke).not.toHaveBeenCalledWith('session.login', expect.anything());
  });

  it('checks again as the user corrects a field after a refused submit', async () => {
    renderSignIn();
    await userEvent.type(emailField(), 'client@');
    await submit();
    expect(await screen.findByText(fieldMessage(ja.fields.email, ja.validation.email))).toBeInTheDocument();
    expect(screen.getByText(fieldMessage(ja.fields.password, ja.validation.required))).toBeInTheDocument();
    await userEvent.type(emailField(), 'demo.example');
    await waitFor(() =>
      expect(screen.queryByText(fieldMessage(ja.fields.email, ja.validation.email))).not.toBeInTheDocument(),
    );
    expect(screen.getByText(fieldMessage(ja.fields.password, ja.validation.required))).toBeInTheDocument();
  });

  it('sends the values and hands the signed-in user over', async () => {
    const { invoke, onSignedIn } = renderSignIn();
    await userEvent.type(emailField(), 'client@demo.example');
    await userEvent.type(passwordField(), 'DemoPass-2026!');
    await submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(invoke).toHaveBeenCalledWith('session.login', {
      email: 'client@demo.example',
      password: 'DemoPass-2026!',
    });
  });

  it("shows the server's refusal and its field messages, and signs nobody in", async () => {
    const { onSignedIn } = renderSignIn(() => ({
      ok: false,
      error: {
        kind: 'http',
        status: 422,
        message: ja.auth.invalidCredentials,
        errors: [{ name: 'password', message: 'サーバーの理由' }],
      },
    }));
    await userEvent.type(emailField(), 'client@demo.example');
    await userEvent.type(passwordField(), 'wrong');
    await submit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(ja.auth.invalidCredentials);
    expect(screen.getByText('サーバーの理由')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
