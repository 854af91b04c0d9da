import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAlertStore } from '../platform/alerts/useAlerts';

/**
 * What happens on every navigation (spec section 2): error alerts are cleared when the path
 * changes; then the alerts held for the next page (e.g. 429's) are added. (Where a navigation
 * came from is noted by the router itself: platform/navigationOrigin.)
 */
export function NavigationEffects() {
  const { pathname } = useLocation();
  const alerts = useAlertStore();
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    alerts.clear('error');
    alerts.addHeld();
  }, [alerts, pathname]);
  return null;
}
