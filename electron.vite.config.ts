import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { rendererCodeSplitting, rendererModulePreload } from './scripts/renderer-build-options';
import { strictScriptLoader } from './scripts/renderer-script-loader';

const alias = { '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)) };

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: 'src-main/electron/main.ts' } },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be one CommonJS file with its dependencies inside.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: 'src-preload/index.ts' },
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    resolve: { alias },
    // The packaged page is file://, so its CSP is a meta element (main sends the development
    // policy as a header to the dev server).
    plugins: [react(), strictScriptLoader({ meta: true })],
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves the renderer unminified by default: the window would parse over twice
      // the code the browser dev host's build (the one the UI bench times) has for the same app.
      minify: true,
      modulePreload: rendererModulePreload,
      rollupOptions: {
        input: { index: fileURLToPath(new URL('./src-renderer/index.html', import.meta.url)) },
        output: { codeSplitting: rendererCodeSplitting },
      },
    },
  },
});
