import type { z } from 'zod';
import { formatMessage, ja } from '@shared/messages';
import type { ParsedFilters, RawFilters } from './definition';

const FILTER_LABELS: Record<string, string> = { ...ja.fields, ...ja.server.fields };

/** Refuses an export whose filter `name` has a value the list would not accept. */
export function invalidFilter(name: string): ParsedFilters<never> {
  return {
    ok: false,
    filter: name,
    message: formatMessage(ja.server.exportFilterInvalid, { name: FILTER_LABELS[name] ?? name }),
  };
}

/** Refuses an export without the filter `name` that its kind needs (0004 without from/to). */
export function missingFilter(name: string): ParsedFilters<never> {
  return {
    ok: false,
    filter: name,
    message: formatMessage(ja.server.exportFilterRequired, { name: FILTER_LABELS[name] ?? name }),
  };
}

/**
 * The list's filters read with its schema: a blank value is an unset filter, as the list's
 * search form sends it. A filter the schema needs and the request lacks is named as missing,
 * a value it refuses as invalid.
 */
export function parseListFilters<S extends z.ZodType>(
  schema: S,
  raw: RawFilters,
): ParsedFilters<z.output<S>> {
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value.trim() !== ''));
  const result = schema.safeParse(given);
  if (result.success) return { ok: true, filters: result.data };
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? '');
  return name !== '' && given[name] === undefined ? missingFilter(name) : invalidFilter(name);
}
