/** @vitest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ja } from '@shared/messages';
import { ConsoleStart } from '../../../../src-renderer/app/ConsoleStart';
import { renderWithMantine } from '../support/render';

/** A bridge whose session answer waits until the test gives it. */
function installBridge() {
  let answerSession: (user: null) => void = () => undefined;
  const invoke = vi.fn((channel: string) => {
    if (channel === 'session.current')
      return new Promise((resolve) => {
        answerSession = (user) => resolve({ ok: true, data: user });
      });
    if (channel === 'desktop.connection') return Promise.resolve({ ok: true, data: { reachable: true } });
    return Promise.resolve({ ok: true, data: null });
  });
  window.bridge = { invoke, on: () => () => undefined } as unknown as typeof window.bridge;
  return { invoke, nobodySignedIn: () => answerSession(null) };
}

const emailField = () => screen.queryByLabelText(ja.fields.email, { exact: false });

afterEach(() => {
  window.location.hash = '';
});

describe('what the console starts with', () => {
  it('shows the login form at the login address before main has said whether someone is signed in', async () => {
    window.location.hash = '#/login';
    const bridge = installBridge();
    renderWithMantine(<ConsoleStart />);
    expect(emailField()).toBeInTheDocument();
    expect(bridge.invoke).toHaveBeenCalledWith('session.current', undefined);
  });

  it('at / asks main first, then shows the login form at the login address when nobody is signed in', async () => {
    window.location.hash = '#/';
    const bridge = installBridge();
    renderWithMantine(<ConsoleStart />);
    expect(emailField()).not.toBeInTheDocument();
    expect(screen.getByText(ja.app.loading)).toBeInTheDocument();
    bridge.nobodySignedIn();
    await waitFor(() => expect(emailField()).toBeInTheDocument());
    expect(window.location.hash).toBe('#/login');
  });
});
