import { Navigate, Outlet, useLocation } from 'react-router';
import { isPasswordExpired } from '@shared/password';
import { routePath } from '@shared/routes';
import { PageLoader } from '../components/PageLoader';
import { usePrefetchServicesInView } from '../session/usePrefetchServicesInView';
import { useSession } from '../session/useSession';

/**
 * Every logged-in route sits below this: no session sends the user to Login, an expired
 * password to the change-password page. Once the session is known, it asks for what the service
 * screens need first (usePrefetchServicesInView).
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  usePrefetchServicesInView(session.data);
  if (session.isPending) return <PageLoader />;
  if (!session.data) return <Navigate to={routePath('login')} replace state={{ from: location.pathname }} />;
  const changePath = routePath('passwordChange');
  if (isPasswordExpired(session.data.passwordExpiredAt) && location.pathname !== changePath) {
    return <Navigate to={changePath} replace />;
  }
  return <Outlet />;
}
