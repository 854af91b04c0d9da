import type { PowerMonitor, WebContents } from 'electron';
import type { UserActivity } from '../../core';

/** Any keyboard or mouse-button input that reaches a window counts as activity (spec: idle logout). */
export function watchWindowInput(contents: Pick<WebContents, 'on'>, activity: UserActivity): void {
  contents.on('before-input-event', () => activity.record());
}

/** Sleep counts as idle time: after a wake-up (or an unlock) the idle clock is checked at once. */
export function watchPowerResume(powerMonitor: Pick<PowerMonitor, 'on'>, activity: UserActivity): void {
  powerMonitor.on('resume', () => activity.checkNow());
  powerMonitor.on('unlock-screen', () => activity.checkNow());
}
