import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

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
    plugins: [react()],
    build: {
      outDir: 'out/renderer',
      rollupOptions: { input: { index: fileURLToPath(new URL('./src-renderer/index.html', import.meta.url)) } },
    },
  },
});
