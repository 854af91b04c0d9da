import type { Bridge } from '@shared/ipc';

declare global {
  interface Window {
    /** Installed by the preload (Electron) or by browser-bridge.ts (browser dev host). */
    bridge: Bridge;
  }
}

export {};
