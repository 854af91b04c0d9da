import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { SESSION_QUERY_KEY } from './useSession';

/** Listens for main ending the session (401, 429, idle) and returns the user to Login with the reason. */
export function SessionEvents() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      window.bridge.on('session.ended', ({ message }) => {
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
        void navigate(routePath('login'), { replace: true, state: { notice: message ?? ja.auth.sessionExpired } });
      }),
    [navigate, queryClient],
  );
  return null;
}
