import { useContext, useSyncExternalStore } from 'react';
import { AlertsContext } from './AlertsContext';
import type { AlertStore } from './alertStore';

/** The alert store: add, remove by id or customId, clear. */
export function useAlertStore(): AlertStore {
  const store = useContext(AlertsContext);
  if (!store) throw new Error('useAlertStore must be used inside <AlertsProvider>');
  return store;
}

/** The alerts currently shown. */
export function useAlertList() {
  const store = useAlertStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
