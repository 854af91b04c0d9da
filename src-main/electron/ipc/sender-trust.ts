import type { SenderTrust } from '../../core';

export interface AppSenderTrustInputs {
  isAppUrl: (url: string) => boolean;
  isAppWebContents: (webContentsId: number) => boolean;
}

/** Only the main frame of an app window, showing the app's own page, may call the bridge. */
export function createAppSenderTrust({ isAppUrl, isAppWebContents }: AppSenderTrustInputs): SenderTrust {
  return (sender) => sender.isMainFrame && isAppWebContents(sender.senderId) && isAppUrl(sender.url);
}
