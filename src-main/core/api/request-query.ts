import { ACCOUNT_PATH_PREFIX, CACHE_BUST_PARAM } from '@shared/constants/http';

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

const TYPE_SORT_PARAM = 'typeSort';
const SUBDOMAIN_PARAM = 'subdomain';

export interface RequestQueryContext {
  path: string;
  query: Query | undefined;
  cacheBustValue: string;
  subdomain: string | null;
}

/** The query string of one request, with every rule of spec section 7 applied. */
export function buildRequestQuery({
  path,
  query,
  cacheBustValue,
  subdomain,
}: RequestQueryContext): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) appendQueryValue(params, name, value);
  if (params.has(TYPE_SORT_PARAM))
    params.set(TYPE_SORT_PARAM, (params.get(TYPE_SORT_PARAM) ?? '').toUpperCase());
  if (subdomain && isAccountPath(path)) params.set(SUBDOMAIN_PARAM, subdomain);
  params.set(CACHE_BUST_PARAM, cacheBustValue);
  return params;
}

/** `account` and everything below it (`account/...`), but not a path that merely begins with the letters. */
export function isAccountPath(path: string): boolean {
  const firstSegment = normalizeApiPath(path).split(/[/?]/, 1)[0];
  return firstSegment === ACCOUNT_PATH_PREFIX;
}

/** API paths are relative to the base URL (which ends in /api/v1). */
export function normalizeApiPath(path: string): string {
  return path.replace(/^\/+/, '');
}

function appendQueryValue(params: URLSearchParams, name: string, value: QueryValue): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value as readonly QueryScalar[]) appendQueryValue(params, name, item);
    return;
  }
  // Laravel-style flags: a true flag is sent as 1 and a false one is left out, because the
  // API reads any present flag as set.
  if (typeof value === 'boolean') {
    if (value) params.append(name, '1');
    return;
  }
  params.append(name, String(value));
}

/** A fresh dummy value for every request, even two in the same millisecond. */
export function createCacheBustValues(now: () => number): () => string {
  let sequence = 0;
  return () => {
    sequence = (sequence + 1) % 1_000_000;
    return `${now()}${String(sequence).padStart(6, '0')}`;
  };
}
