import type { App } from 'electron';

export interface LifecycleHooks {
  /** A second launch: bring the existing window to the front. */
  onSecondInstance: () => void;
  /** macOS dock click with no window open. */
  onActivateWithoutWindows: () => void;
  hasWindows: () => boolean;
  /** Last chance to finish pending clean-up. */
  onQuit: () => void;
}

/**
 * One running console per user. Returns false when another instance already runs: this one
 * hands over to it and quits.
 */
export function claimSingleInstance(app: App): boolean {
  if (app.requestSingleInstanceLock()) return true;
  app.quit();
  return false;
}

export function wireLifecycle(app: App, hooks: LifecycleHooks, platform: NodeJS.Platform): void {
  app.on('second-instance', () => hooks.onSecondInstance());
  app.on('activate', () => {
    if (!hooks.hasWindows()) hooks.onActivateWithoutWindows();
  });
  app.on('window-all-closed', () => {
    // macOS apps stay in the dock until the user quits them.
    if (platform !== 'darwin') app.quit();
  });
  app.on('before-quit', () => hooks.onQuit());
}
