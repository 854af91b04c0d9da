import { isLoopbackHost } from './loopback';

/** More hosts than any backend's images use; a longer list is more likely a mistake. */
export const MAX_IMAGE_HOSTS = 20;

export type CheckedImageHosts = { ok: true; origins: string[] } | { ok: false; reason: string };

/**
 * The ImageHosts setting: origins (`https://cdn.example.jp`, `https://bucket.s3.ap-northeast-1.amazonaws.com`)
 * whose images the console shows besides the API's. A list (config.json, the plist, REG_MULTI_SZ)
 * or one text with the origins separated by spaces, commas or semicolons. Each must be exactly an
 * origin: https (http only to this machine), no wildcard, path, query or credentials.
 */
export function checkImageHosts(raw: unknown): CheckedImageHosts {
  const entries = imageHostEntries(raw);
  if (!entries) return { ok: false, reason: 'must be a list of origins or a text of origins' };
  if (entries.length > MAX_IMAGE_HOSTS) return { ok: false, reason: `at most ${MAX_IMAGE_HOSTS} origins` };
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = originOf(entry);
    if (!origin) return { ok: false, reason: `not an origin like https://cdn.example.jp: ${entry}` };
    if (!origins.includes(origin)) origins.push(origin);
  }
  return { ok: true, origins };
}

function imageHostEntries(raw: unknown): string[] | null {
  const texts = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : null;
  if (!texts || !texts.every((text): text is string => typeof text === 'string')) return null;
  // reg query shows the strings of a REG_MULTI_SZ separated by a literal \0.
  return texts.flatMap((text) => text.split(/\\0|[\s,;]+/)).filter((entry) => entry !== '');
}

function originOf(entry: string): string | null {
  if (entry.includes('*')) return null;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!secure || url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/') return null;
  return url.origin;
}
