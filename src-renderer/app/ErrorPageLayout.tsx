import { PageLoader } from '../components/PageLoader';
import { useSession } from '../session/useSession';
import { AppLayout } from './AppLayout';
import { ErrorLayout } from './ErrorLayout';

/**
 * The layout of the 403 and 404 pages (spec section 2): the logged-in layout, with the menu,
 * the user panel and logout, for a logged-in user; the system-error layout before login.
 */
export function ErrorPageLayout() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  return session.data ? <AppLayout /> : <ErrorLayout />;
}
