import { isLoopbackHost } from '../config/loopback';

export type CheckedFileUrl = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * A URL the backend gave for a file (an export's `url`, an import's `errorPath`, an image),
 * absolute or relative to the API base (`/api/v1/`), checked as main may fetch it.
 */
export function fileUrlOf(apiBaseUrl: string, raw: string): CheckedFileUrl {
  return resolveFileUrl(raw, `${apiBaseUrl.replace(/\/+$/, '')}/`);
}

/**
 * `raw` resolved against `base` (a redirect's Location against the URL that answered it): https,
 * or plain http only to a loopback host (as for the API itself), and no user name or password.
 */
export function resolveFileUrl(raw: string, base: string | URL): CheckedFileUrl {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'not http(s)' };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return { ok: false, reason: 'plain http to a host other than this machine' };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL' };
  return { ok: true, url };
}

/** Whether a URL lies on the API's own origin: the only one the bearer token is ever sent to. */
export function isApiOrigin(apiBaseUrl: string, url: URL): boolean {
  return new URL(apiBaseUrl).origin === url.origin;
}
