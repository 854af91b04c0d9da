import { CACHE_BUST_PARAM } from '@shared/constants';
import type { RawFilters } from './definition';

const MAX_FILTERS = 50;
const MAX_VALUE_LENGTH = 1000;

/**
 * The list filters of an export request, kept as strings for the worker to read. Names that
 * start like the client's cache-busting value (CACHE_BUST_PARAM) are left out; a repeated name
 * keeps its last value; oversized input is cut, so a request cannot store much.
 */
export function requestFilters(query: unknown): RawFilters {
  if (query === null || typeof query !== 'object') return {};
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (name.startsWith(CACHE_BUST_PARAM) || Object.keys(filters).length >= MAX_FILTERS) continue;
    const last: unknown = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeof last === 'string') filters[name] = last.slice(0, MAX_VALUE_LENGTH);
  }
  return filters;
}
