import { Notification } from 'electron';
import type { BrowserWindow } from 'electron';
import type { Notifier } from '../../core';

export interface ElectronNotifierOptions {
  windows: () => BrowserWindow[];
  /** A click on the notification brings the console back to the front. */
  onClick: () => void;
}

/** OS notifications (Windows toast, macOS Notification Center), only where the OS supports them. */
export function createElectronNotifier({ windows, onClick }: ElectronNotifierOptions): Notifier {
  return {
    isAppFocused: () => windows().some((window) => !window.isDestroyed() && window.isFocused()),
    show({ title, body }) {
      if (!Notification.isSupported()) return;
      const notification = new Notification({ title, body });
      notification.on('click', onClick);
      notification.show();
    },
  };
}
