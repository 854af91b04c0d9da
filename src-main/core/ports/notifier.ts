export interface DesktopNotification {
  title: string;
  body: string;
}

/** OS notifications, for news the user should see while the console is in the background. */
export interface Notifier {
  /** True when one of the app's windows has the keyboard focus. */
  isAppFocused(): boolean;
  show(notification: DesktopNotification): void;
}

/** For hosts without a desktop (tests, the browser dev host before it wires its own). */
export const silentNotifier: Notifier = {
  isAppFocused: () => true,
  show: () => undefined,
};
