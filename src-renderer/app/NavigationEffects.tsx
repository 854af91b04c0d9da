import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAlertStore } from '../components/alerts/useAlerts';

/** What happens on every navigation (spec section 2): error alerts are cleared when the path changes. */
export function NavigationEffects() {
  const { pathname } = useLocation();
  const alerts = useAlertStore();
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    alerts.clear('error');
  }, [alerts, pathname]);
  return null;
}
