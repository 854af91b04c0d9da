import { Navigate } from 'react-router';
import { landingPath } from '../session/landingPath';
import { useSession } from '../session/useSession';

/** `/` sends master and client to the service list, store and group to their service's dashboard. */
export function RootRedirect() {
  const { data: user } = useSession();
  if (!user) return null;
  return <Navigate to={landingPath(user)} replace />;
}
