import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAlertStore } from '../platform/alerts/useAlerts';
import { noteLocation } from '../platform/navigationOrigin';

/**
 * What happens on every navigation (spec section 2): the path it came from is noted (lists
 * start again at page 1 unless the user comes back from one of their records); error alerts are
 * cleared when the path changes; then the alerts held for the next page (e.g. 429's) are added.
 */
export function NavigationEffects() {
  const location = useLocation();
  const { pathname } = location;
  noteLocation(location);
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
