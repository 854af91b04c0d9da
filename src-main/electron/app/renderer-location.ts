import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type RendererLocation = { kind: 'dev-server'; url: string } | { kind: 'file'; path: string };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface RendererLocationInputs {
  /** electron-vite's ELECTRON_RENDERER_URL. */
  devServerUrl: string | undefined;
  isPackaged: boolean;
  /** out/renderer/index.html. */
  rendererIndexPath: string;
}

/**
 * The dev server in development, the bundled file otherwise. A packaged app ignores the variable,
 * and only a loopback http dev server is accepted: an environment variable must never be able to
 * load remote content next to the bridge.
 */
export function resolveRendererLocation({
  devServerUrl,
  isPackaged,
  rendererIndexPath,
}: RendererLocationInputs): RendererLocation {
  if (!isPackaged && devServerUrl && isLoopbackHttpUrl(devServerUrl))
    return { kind: 'dev-server', url: devServerUrl };
  return { kind: 'file', path: path.resolve(rendererIndexPath) };
}

/** True for the app's own page (any hash route), false for everything else. */
export function isAppUrl(location: RendererLocation, candidate: string): boolean {
  const url = parseUrl(candidate);
  if (!url) return false;
  if (location.kind === 'dev-server') return url.origin === new URL(location.url).origin;
  if (url.protocol !== 'file:' || url.host !== '') return false;
  return samePath(fileURLToPath(url), location.path);
}

function samePath(a: string, b: string): boolean {
  const normalise = (value: string) => path.resolve(value);
  // Windows paths are case-insensitive.
  if (process.platform === 'win32') return normalise(a).toLowerCase() === normalise(b).toLowerCase();
  return normalise(a) === normalise(b);
}

function isLoopbackHttpUrl(value: string): boolean {
  const url = parseUrl(value);
  return url !== null && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
