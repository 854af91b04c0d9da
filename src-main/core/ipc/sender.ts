/** Who sent a bridge call. */
export interface SenderInfo {
  /** URL of the sending frame (empty when the frame is gone). */
  url: string;
  isMainFrame: boolean;
  /** The webContents id in Electron, the connection number in the browser dev host. */
  senderId: number;
}

export type SenderTrust = (sender: SenderInfo) => boolean;
