import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ja } from '@shared/messages/start';
import { routePath } from '@shared/routes';
import { useAlertStore } from '../platform/alerts/useAlerts';
import { clearSessionState } from '../session/clearSessionState';

/**
 * Listens for main ending the session (401, 429, idle) and returns the user to Login.
 * 429 (spec section 8): its message is an auto-closing alert, added once Login is shown so the
 * route change does not clear it. The other reasons pass their notice to the Login page.
 */
export function SessionEvents() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const alerts = useAlertStore();
  const { pathname } = useLocation();
  useEffect(
    () =>
      window.bridge.on('session.ended', ({ reason, message }) => {
        clearSessionState(queryClient);
        const loginPath = routePath('login');
        const text = message ?? ja.auth.sessionExpired;
        if (reason === 'rate-limited') {
          const alert = { message: text, type: 'error', autoclose: true } as const;
          if (pathname === loginPath) alerts.add(alert);
          else alerts.addAfterNavigation(alert);
          void navigate(loginPath, { replace: true });
          return;
        }
        void navigate(loginPath, { replace: true, state: { notice: text } });
      }),
    [alerts, navigate, pathname, queryClient],
  );
  return null;
}
