import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The renderer built for the browser dev host: the same app, with window.bridge carried over
 * a loopback WebSocket instead of Electron's preload. Never part of the installer.
 */
export default defineConfig({
  root: 'src-renderer',
  base: './',
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)) } },
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./out/renderer-browser', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: { input: { index: fileURLToPath(new URL('./src-renderer/browser.html', import.meta.url)) } },
  },
});
