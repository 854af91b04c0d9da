import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY_META } from './src-main/core/security/content-security-policy';

const alias = { '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)) };

/**
 * The packaged renderer loads from file://, where no response header can carry a CSP, so the
 * built index.html gets it as a meta tag. In development main sends a looser header instead,
 * because Vite's React refresh preamble is an inline script.
 */
function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY_META },
        injectTo: 'head-prepend',
      },
    ],
  };
}

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
    plugins: [react(), contentSecurityPolicyMeta()],
    build: {
      outDir: 'out/renderer',
      rollupOptions: { input: { index: fileURLToPath(new URL('./src-renderer/index.html', import.meta.url)) } },
    },
  },
});
