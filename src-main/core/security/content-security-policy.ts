type Directives = Readonly<Record<string, readonly string[]>>;

/** Google Maps (the store map), loaded only when the service has a Maps API key. */
const GOOGLE_MAPS = 'https://maps.googleapis.com';

/**
 * The renderer's policy. Styles allow inline because Mantine injects style elements at run
 * time; the Maps JavaScript API adds its script, tiles, fonts and styles.
 */
const APP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", GOOGLE_MAPS],
  'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
  'connect-src': ["'self'", GOOGLE_MAPS],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Directives a browser ignores (with a console warning) when they come from a <meta> element. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

function serialise(directives: Directives, forMeta: boolean): string {
  return Object.entries(directives)
    .filter(([name]) => !forMeta || !HEADER_ONLY_DIRECTIVES.has(name))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Sent as the Content-Security-Policy header of every page main or the dev host serves over http(s). */
export const CONTENT_SECURITY_POLICY = serialise(APP_DIRECTIVES, false);

/**
 * For `<meta http-equiv="Content-Security-Policy">` in src-renderer/index.html: the packaged app
 * is loaded from file://, where no response header exists.
 */
export const CONTENT_SECURITY_POLICY_META = serialise(APP_DIRECTIVES, true);

/**
 * Only for a Vite dev server (electron-vite dev, the dev host's HMR mode): the React refresh
 * preamble is an inline script and HMR talks over a WebSocket.
 */
export const DEVELOPMENT_CONTENT_SECURITY_POLICY = serialise(
  {
    ...APP_DIRECTIVES,
    'script-src': ["'self'", "'unsafe-inline'", GOOGLE_MAPS],
    'connect-src': ["'self'", GOOGLE_MAPS, 'ws://localhost:*', 'ws://127.0.0.1:*'],
  },
  false,
);
