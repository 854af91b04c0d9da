import { CACHE_BUST_PARAM, EXPORT_FILE_PARAMS } from '@shared/constants';
import type { RawFilters } from './definition';

const MAX_FILTERS = 50;
const MAX_VALUE_LENGTH = 1000;

const FILE_PARAMS: ReadonlySet<string> = new Set(Object.values(EXPORT_FILE_PARAMS));

/**
 * The list filters of an export request, kept as strings for the worker to read. Names that
 * start like the client's cache-busting value (CACHE_BUST_PARAM) and the file options
 * (EXPORT_FILE_PARAMS) are left out; a repeated name keeps its last value; oversized input is
 * cut, so a request cannot store much.
 */
export function requestFilters(query: unknown): RawFilters {
  if (query === null || typeof query !== 'object') return {};
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (
      name.startsWith(CACHE_BUST_PARAM) ||
      FILE_PARAMS.has(name) ||
      Object.keys(filters).length >= MAX_FILTERS
    )
      continue;
    const last: unknown = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeof last === 'string') filters[name] = last.slice(0, MAX_VALUE_LENGTH);
  }
  return filters;
}
