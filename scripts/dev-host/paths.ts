import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const RENDERER_SOURCE_DIR = path.join(REPO_ROOT, 'src-renderer');
export const BROWSER_BUILD_DIR = path.join(REPO_ROOT, 'out', 'renderer-browser');
export const BROWSER_VITE_CONFIG = path.join(REPO_ROOT, 'vite.browser.config.ts');
