import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { rendererCodeSplitting, rendererModulePreload } from './scripts/renderer-build-options';
import { strictScriptLoader } from './scripts/renderer-script-loader';

/**
 * The renderer built for the browser dev host: the same app, with window.bridge carried over
 * a loopback WebSocket instead of Electron's preload. Never part of the installer.
 */
export default defineConfig({
  root: 'src-renderer',
  base: './',
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)) } },
  // The dev host sends the policy as a header, with the loader's hash read from the page.
  plugins: [react(), strictScriptLoader({ meta: false })],
  build: {
    modulePreload: rendererModulePreload,
    // The UI bench (bench/ui.ts) finds each route's chunk here, to load a screen's code before it times the screen.
    manifest: true,
    outDir: fileURLToPath(new URL('./out/renderer-browser', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      input: { index: fileURLToPath(new URL('./src-renderer/browser.html', import.meta.url)) },
      output: { codeSplitting: rendererCodeSplitting },
    },
  },
});
