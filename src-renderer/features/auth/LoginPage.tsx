import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import type { CurrentUser } from '@shared/api';
import { landingPath } from '../../session/landingPath';
import { forgetRememberedLists } from '../../components/list/listState';
import { SESSION_QUERY_KEY, useSession } from '../../session/useSession';
import { SignIn } from './SignIn';

interface LoginLocationState {
  notice?: string;
}

/**
 * The login route once the console has its router (after a logout, or when the session ends):
 * the sign-in card, and the landing screen as soon as someone is signed in.
 */
export function LoginPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const notice = (useLocation().state as LoginLocationState | null)?.notice;
  if (session.data) return <Navigate to={landingPath(session.data)} replace />;
  // Storing the user is enough: the page then redirects to the landing path (above).
  return <SignIn notice={notice} onSignedIn={(user) => signIn(queryClient, user)} />;
}

function signIn(queryClient: ReturnType<typeof useQueryClient>, user: CurrentUser) {
  // Whoever was here before (a session main ended while the window was closed) leaves no lists behind.
  forgetRememberedLists();
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
}
