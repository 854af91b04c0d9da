import { fileUrlOf, isApiOrigin, resolveFileUrl } from './file-url';

/** Hops a file URL may redirect through (a CDN or a storage service signs and forwards once or twice). */
export const MAX_FILE_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface FileFetchOptions {
  apiBaseUrl: string;
  /** The session's token; sent only while every hop so far stayed on the API's own origin. */
  token: string | null;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** How a file URL answered. `fromApi`: the last hop was the API's own origin. */
export type FileFetchOutcome =
  | { kind: 'answered'; response: Response; fromApi: boolean; tokenSent: boolean; url: URL }
  /** The URL (or a redirect's target) is one main does not fetch: not https, credentials, too many hops. */
  | { kind: 'refused'; reason: string }
  | { kind: 'unreachable'; error: unknown; fromApi: boolean };

/**
 * GETs a file URL the backend gave, following redirects by hand so that each hop is checked
 * (https, or http to this machine) and the bearer token goes to the API's own origin only:
 * never to another host, and never again once a redirect has left the API (a presigned URL
 * carries its own credentials). No cookie is sent anywhere.
 */
export async function fetchFileUrl(raw: string, options: FileFetchOptions): Promise<FileFetchOutcome> {
  const first = fileUrlOf(options.apiBaseUrl, raw);
  if (!first.ok) return { kind: 'refused', reason: first.reason };
  let url = first.url;
  let stayedOnApi = true;
  for (let hop = 0; hop <= MAX_FILE_REDIRECTS; hop += 1) {
    const fromApi = isApiOrigin(options.apiBaseUrl, url);
    stayedOnApi &&= fromApi;
    const sendToken = stayedOnApi && options.token !== null;
    let response: Response;
    try {
      response = await options.fetch(url, {
        method: 'GET',
        headers: { accept: '*/*', ...(sendToken ? { authorization: `Bearer ${options.token}` } : {}) },
        redirect: 'manual',
        credentials: 'omit',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      return { kind: 'unreachable', error, fromApi };
    }
    if (!REDIRECT_STATUSES.has(response.status)) {
      return { kind: 'answered', response, fromApi, tokenSent: sendToken, url };
    }
    const location = response.headers.get('location');
    await response.body?.cancel().catch(() => undefined);
    if (!location) return { kind: 'refused', reason: `redirect ${response.status} without a location` };
    const next = resolveFileUrl(location, url);
    if (!next.ok) return { kind: 'refused', reason: `redirect: ${next.reason}` };
    url = next.url;
  }
  return { kind: 'refused', reason: `more than ${MAX_FILE_REDIRECTS} redirects` };
}
