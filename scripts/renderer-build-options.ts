import type { ModulePreloadOptions } from 'vite';

/**
 * How a lazily loaded screen's chunks are preloaded, in both renderer builds (Electron's,
 * electron.vite.config.ts, and the browser dev host's, vite.browser.config.ts, which the e2e
 * tests and the UI bench use), so the dev host serves the renderer the app ships.
 *
 * The page's strict policy refuses parser-inserted preload links, so the HTML gets none (its
 * one script holds what the first screen needs). When a screen's code is loaded, the script that
 * loads it adds a preload link for each chunk the screen needs (script-inserted elements are
 * trusted through 'strict-dynamic'), so they arrive together instead of one after another as
 * each is parsed.
 */
export const rendererModulePreload: ModulePreloadOptions = {
  polyfill: false,
  resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? [] : dependencies),
};

/**
 * The console's first script holds all it starts with, startConsole.tsx and everything it imports:
 * one file, rather than a cascade of chunks each found only once the one before it is parsed.
 * Everything else (the shell after sign-in, every screen) is split as Rolldown splits it.
 */
export const rendererCodeSplitting = {
  groups: [{ name: 'start', test: /src-renderer[\\/]startConsole\.tsx$/ }],
};
