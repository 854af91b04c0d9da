import type { PowerMonitor, WebContents } from 'electron';
import type { UserActivity } from '../../core';

/**
 * Any input that reaches a window counts as activity (spec: idle logout): keys come as
 * before-input-event, the mouse (moves, clicks, the wheel) as before-mouse-event.
 */
export function watchWindowInput(contents: Pick<WebContents, 'on'>, activity: UserActivity): void {
  contents.on('before-input-event', () => activity.record());
  contents.on('before-mouse-event', () => activity.record());
}

/** Sleep counts as idle time: after a wake-up (or an unlock) the idle clock is checked at once. */
export function watchPowerResume(powerMonitor: Pick<PowerMonitor, 'on'>, activity: UserActivity): void {
  powerMonitor.on('resume', () => activity.checkNow());
  powerMonitor.on('unlock-screen', () => activity.checkNow());
}
