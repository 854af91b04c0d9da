import type { Logger, Notifier, Shell } from '../../src-main/core';

/** The dev host has no desktop: notifications and "show in folder" are written to its log. */
export function loggingNotifier(logger: Logger): Notifier {
  return {
    // The browser tab decides what the user sees; main cannot know whether it has the focus.
    isAppFocused: () => false,
    show: ({ title, body }) => logger.info(`Notification: ${title}`, { body }),
  };
}

export function loggingShell(logger: Logger): Shell {
  return {
    showItemInFolder: (filePath) => logger.info('Show in folder', { file: filePath }),
  };
}
