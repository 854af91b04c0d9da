import { BrowserWindow } from 'electron';
import { ja } from '@shared/messages';
import type { RendererLocation } from '../app/renderer-location';

export interface AppWindowOptions {
  preloadPath: string;
  renderer: RendererLocation;
}

/**
 * The console window. Content is shown once painted, so no white flash.
 *
 * The web preferences are Electron's security checklist, written out in full (defaults
 * included) and inline, so that a reader and electronegativity both see every one of them:
 * isolated, sandboxed, no Node anywhere, web security on, no insecure content, no experimental
 * or Blink features, no webview.
 */
export function createAppWindow({ preloadPath, renderer }: AppWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1366,
    height: 860,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: ja.app.productName,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // Middle-click would open links in new windows; the window-open handler refuses them anyway.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  window.once('ready-to-show', () => window.show());
  void loadRenderer(window, renderer);
  return window;
}

function loadRenderer(window: BrowserWindow, renderer: RendererLocation): Promise<void> {
  return renderer.kind === 'dev-server' ? window.loadURL(renderer.url) : window.loadFile(renderer.path);
}

/** Brings the window back after a second launch of the app. */
export function focusWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
