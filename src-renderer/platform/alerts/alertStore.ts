import { SUCCESS_ALERT_DISMISS_MS } from '@shared/constants/time';

export type AlertType = 'success' | 'error';

/** A button in the alert (「フォルダを開く」 beside a saved file). */
export interface AlertAction {
  label: string;
  run: () => void;
}

/** Spec section 3, "Alert". */
export interface AlertItem {
  id: string;
  message: string;
  type: AlertType;
  autoclose: boolean;
  /** Groups related alerts (image errors) so they can be removed together. */
  customId: string;
  /** A success alert the user dismisses (it carries something to act on, say a saved file). */
  persistent: boolean;
  action: AlertAction | null;
}

export interface NewAlert {
  message: string;
  type: AlertType;
  autoclose?: boolean;
  customId?: string;
  persistent?: boolean;
  action?: AlertAction;
}

export interface AlertStore {
  getSnapshot(): readonly AlertItem[];
  subscribe(listener: () => void): () => void;
  add(alert: NewAlert): string;
  removeById(id: string): void;
  removeByCustomId(customId: string): void;
  /** Clears every alert, or only those of one type. */
  clear(type?: AlertType): void;
  /**
   * Holds an alert until the route path next changes, so it survives the redirect it goes with
   * (that change clears error alerts). NavigationEffects adds it through `addHeld`.
   */
  addAfterNavigation(alert: NewAlert): void;
  /** Adds the alerts held by `addAfterNavigation`. */
  addHeld(): void;
}

interface AlertTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: AlertTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The alert rules of spec section 4: success alerts, and alerts asked to autoclose, dismiss
 * themselves after 3000 ms; error alerts stay until closed or cleared. A persistent success
 * alert (a saved file, with 「フォルダを開く」) stays until closed too: 3 s is too short to act.
 */
export function createAlertStore(timers: AlertTimers = browserTimers): AlertStore {
  let alerts: readonly AlertItem[] = [];
  const listeners = new Set<() => void>();
  const dismissTimers = new Map<string, unknown>();
  let held: NewAlert[] = [];

  const publish = (next: readonly AlertItem[]) => {
    for (const alert of alerts) {
      if (!next.includes(alert) && dismissTimers.has(alert.id)) {
        timers.clearTimeout(dismissTimers.get(alert.id));
        dismissTimers.delete(alert.id);
      }
    }
    alerts = next;
    listeners.forEach((listener) => listener());
  };

  const store: AlertStore = {
    getSnapshot: () => alerts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add({ message, type, autoclose = false, customId = '', persistent = false, action = null }) {
      const id = globalThis.crypto.randomUUID();
      publish([...alerts, { id, message, type, autoclose, customId, persistent, action }]);
      if ((type === 'success' && !persistent) || autoclose) {
        dismissTimers.set(
          id,
          timers.setTimeout(() => store.removeById(id), SUCCESS_ALERT_DISMISS_MS),
        );
      }
      return id;
    },
    removeById(id) {
      publish(alerts.filter((alert) => alert.id !== id));
    },
    removeByCustomId(customId) {
      publish(alerts.filter((alert) => alert.customId !== customId));
    },
    clear(type) {
      publish(type ? alerts.filter((alert) => alert.type !== type) : []);
    },
    addAfterNavigation(alert) {
      held = [...held, alert];
    },
    addHeld() {
      const waiting = held;
      held = [];
      waiting.forEach((alert) => store.add(alert));
    },
  };
  return store;
}

/** A message with the yen sign is shown in a font that draws ¥ rather than a backslash. */
export function containsYen(message: string): boolean {
  return /[¥￥]/.test(message);
}
