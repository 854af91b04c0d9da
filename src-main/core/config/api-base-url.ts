import { isLoopbackHost } from './loopback';

/**
 * Checks a configured API base URL, wherever it comes from (policy, environment, config files,
 * the dev host): absolute https, or http only to a loopback host (the token and passwords must
 * never cross a network in clear text); no credentials, query or fragment. Returns it without
 * trailing slashes, or a reason it was refused.
 */
export function validateApiBaseUrl(value: string): { ok: true; url: string } | { ok: false; reason: string } {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, reason: 'not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'not http or https' };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return { ok: false, reason: 'plain http is accepted only for a loopback host (use https)' };
  if (url.username || url.password) return { ok: false, reason: 'must not contain credentials' };
  if (url.search || url.hash) return { ok: false, reason: 'must not contain a query or fragment' };
  return { ok: true, url: url.toString().replace(/\/+$/, '') };
}
