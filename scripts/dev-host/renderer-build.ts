import { access } from 'node:fs/promises';
import path from 'node:path';
import { BROWSER_VITE_CONFIG } from './paths';
import { BROWSER_PAGE } from './static-files';

/** `npm run build:renderer`, in process. */
export async function buildBrowserRenderer(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: BROWSER_VITE_CONFIG, logLevel: 'warn' });
}

export async function hasBrowserBuild(directory: string): Promise<boolean> {
  try {
    await access(path.join(directory, BROWSER_PAGE));
    return true;
  } catch {
    return false;
  }
}
