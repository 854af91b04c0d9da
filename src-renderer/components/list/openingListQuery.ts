import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { readListState, recallListSearch, toApiQuery } from './listState';

/**
 * The request a list screen (useListState, toApiQuery) makes as it opens at `url`: its query, or
 * the one remembered for the list when it has none. Null when that depends on where the user
 * comes from (a page number, which useListState keeps only back from one of the list's records).
 */
export function openingListQuery<F extends Record<string, string>>(
  url: URL,
  defaults: F,
  limit: number = DEFAULT_PAGE_SIZE,
): Record<string, string | number> | null {
  const search = url.search.replace(/^\?/, '');
  const opened = new URLSearchParams(search === '' ? (recallListSearch(url.pathname) ?? '') : search);
  if (opened.has('page')) return null;
  return toApiQuery(readListState(opened, defaults), limit);
}
