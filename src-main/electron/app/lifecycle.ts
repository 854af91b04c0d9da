import type { App } from 'electron';

export interface LifecycleHooks {
  /** A second launch: bring the existing window to the front. */
  onSecondInstance: () => void;
  /** macOS dock click with no window open. */
  onActivateWithoutWindows: () => void;
  hasWindows: () => boolean;
  /** Pending clean-up (a logout's clearing of the token, the job state) the quit waits for. */
  onQuit: () => Promise<void>;
}

/** The longest a quit waits for the clean-up before the app goes anyway. */
export const QUIT_CLEANUP_TIMEOUT_MS = 3000;

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
  // The first quit is held until the clean-up has finished (a logout a moment ago must not
  // leave its token file behind), then asked for again; that second one goes through.
  let cleanup: 'not started' | 'running' | 'done' = 'not started';
  app.on('before-quit', (event) => {
    if (cleanup === 'done') return;
    event.preventDefault();
    if (cleanup === 'running') return;
    cleanup = 'running';
    void withinCleanupTime(hooks.onQuit()).finally(() => {
      cleanup = 'done';
      app.quit();
    });
  });
}

function withinCleanupTime(cleanup: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, QUIT_CLEANUP_TIMEOUT_MS);
  });
  return Promise.race([cleanup.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
