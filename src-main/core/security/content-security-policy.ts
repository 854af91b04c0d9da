import { createHash } from 'node:crypto';

type Directives = Readonly<Record<string, readonly string[]>>;

/** Google Maps (the store map): its API calls and its styles and fonts. */
const GOOGLE_MAPS = 'https://maps.googleapis.com';

/**
 * The image hosts of the one outside service the console uses, Google Maps (tiles, markers,
 * logos). The backend's images reach the page as data: URLs from main (the API's need the token).
 */
export const MAP_IMAGE_HOSTS: readonly string[] = [
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.googleusercontent.com',
];

export interface PolicyOptions {
  /**
   * 'sha256-…' of the page's inline loader script (see inlineScriptHash): the only script the
   * page itself may start. Everything else is loaded by it ('strict-dynamic').
   */
  scriptHashes: readonly string[];
  /** The API's origin, where the host serving the page knows it (the dev host, electron-vite dev). */
  apiOrigin?: string | null;
  /** The ImageHosts setting: exact origins the backend's images come from (never a wildcard). */
  imageHosts?: readonly string[];
}

/**
 * The renderer's policy. Scripts: no host list at all, so no host that serves JSONP (the Maps
 * host does) can be abused by injected markup; the page's one inline loader is trusted by its
 * hash and what it loads (the app's modules, the lazily loaded Maps script) by 'strict-dynamic'.
 * ('self' only matters to a browser without CSP 3.) Images only from the app, data:/blob: (the
 * API's images through main), the API's origin and the map's image hosts. Styles allow inline
 * because Mantine injects style elements at run time.
 */
function appDirectives({ scriptHashes, apiOrigin, imageHosts = [] }: PolicyOptions): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'strict-dynamic'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(apiOrigin ? [apiOrigin] : []),
      ...imageHosts.filter(isExactOrigin),
      ...MAP_IMAGE_HOSTS,
    ],
    'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
    'connect-src': ["'self'", GOOGLE_MAPS],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Only an exact origin may widen the policy: a wildcard or a stray token (`'unsafe-inline'`) never. */
function isExactOrigin(source: string): boolean {
  if (source.includes('*')) return false;
  try {
    return new URL(source).origin === source;
  } catch {
    return false;
  }
}

/** Directives a browser ignores (with a console warning) when they come from a <meta> element. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

function serialise(directives: Directives, forMeta: boolean): string {
  return Object.entries(directives)
    .filter(([name]) => !forMeta || !HEADER_ONLY_DIRECTIVES.has(name))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The Content-Security-Policy header of a built page served over http(s) (the dev host). */
export function contentSecurityPolicy(options: PolicyOptions): string {
  return serialise(appDirectives(options), false);
}

/**
 * For `<meta http-equiv="Content-Security-Policy">` in the built index.html: the packaged app
 * is loaded from file://, where no response header exists (and the API is not known yet).
 */
export function contentSecurityPolicyMeta(options: PolicyOptions): string {
  return serialise(appDirectives(options), true);
}

/**
 * Only for a Vite dev server (electron-vite dev, the dev host's HMR mode): Vite's scripts are
 * inline and unhashed and HMR talks over a WebSocket, so scripts come from the app, inline and
 * the Maps host there.
 */
export function developmentContentSecurityPolicy(
  apiOrigin: string | null = null,
  imageHosts: readonly string[] = [],
): string {
  const directives = appDirectives({ scriptHashes: [], apiOrigin, imageHosts });
  return serialise(
    {
      ...directives,
      'script-src': ["'self'", "'unsafe-inline'", GOOGLE_MAPS],
      'connect-src': ["'self'", GOOGLE_MAPS, 'ws://localhost:*', 'ws://127.0.0.1:*'],
    },
    false,
  );
}

/** The CSP hash source (without quotes) of an inline script's exact text. */
export function inlineScriptHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** The hashes of every inline `<script>` of a page (what its header policy must allow). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) =>
    inlineScriptHash(match[1] ?? ''),
  );
}
