import { useState } from 'react';
import type { ReactNode } from 'react';
import { createAlertStore } from './alertStore';
import type { AlertStore } from './alertStore';
import { AlertsContext } from './AlertsContext';

export function AlertsProvider({ children, store }: { children: ReactNode; store?: AlertStore }) {
  const [alertStore] = useState(() => store ?? createAlertStore());
  return <AlertsContext.Provider value={alertStore}>{children}</AlertsContext.Provider>;
}
