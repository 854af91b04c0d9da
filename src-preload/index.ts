// Preload of the app window (sandboxed, built as one CommonJS file): exposes window.bridge only.
import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadBridge } from './bridge';

contextBridge.exposeInMainWorld('bridge', createPreloadBridge(ipcRenderer));
