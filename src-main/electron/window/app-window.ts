import { BrowserWindow } from 'electron';
import { ja } from '../../../src-shared/messages';
import type { RendererLocation } from '../app/renderer-location';
import { hardenedWebPreferences } from './hardened-web-preferences';

export interface AppWindowOptions {
  preloadPath: string;
  renderer: RendererLocation;
}

/** The console window. Content is shown once painted, so no white flash. */
export function createAppWindow({ preloadPath, renderer }: AppWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1366,
    height: 860,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: ja.app.productName,
    webPreferences: hardenedWebPreferences(preloadPath),
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
