import { Navigate, Outlet, useLocation } from 'react-router';
import { routePath } from '@shared/routes';
import { PageLoader } from '../components/PageLoader';
import { useSession } from './useSession';

/** Every logged-in route sits below this: no session sends the user to Login. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageLoader />;
  if (!session.data) return <Navigate to={routePath('login')} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
