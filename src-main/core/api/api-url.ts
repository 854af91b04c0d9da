export interface ApiLocation {
  /** Relative to the API base URL. */
  path: string;
  query: Record<string, string>;
}

/**
 * Where an absolute URL from the API (a download or error-file URL) points inside the API, or
 * null when it points anywhere else. Only such URLs are fetched with the bearer token: a URL
 * to another host must never receive it.
 */
export function apiLocationOf(baseUrl: string, absoluteUrl: string): ApiLocation | null {
  let base: URL;
  let target: URL;
  try {
    base = new URL(baseUrl);
    target = new URL(absoluteUrl, `${base.toString().replace(/\/*$/, '')}/`);
  } catch {
    return null;
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  if (target.origin !== base.origin || !target.pathname.startsWith(`${basePath}/`)) return null;
  if (target.username || target.password) return null;
  const path = target.pathname.slice(basePath.length + 1);
  if (path === '' || path.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return { path, query: Object.fromEntries(target.searchParams) };
}
