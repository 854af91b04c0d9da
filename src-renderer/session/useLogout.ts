import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { routePath } from '@shared/routes';
import { call } from '../bridge/call';
import { clearSessionState } from './clearSessionState';

/** Logout: tell main (which calls the server), then always go to Login, whatever the answer. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await call('session.logout', undefined);
    } finally {
      clearSessionState(queryClient);
      await navigate(routePath('login'), { replace: true });
    }
  }, [navigate, queryClient]);
}
