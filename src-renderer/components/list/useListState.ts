import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FIRST_PAGE } from '@shared/constants';
import { isBackFromOwnRecord } from '@shared/routes';
import { navigationOrigin } from '../../platform/navigationOrigin';
import {
  isMenuNavigation,
  readListState,
  recallListSearch,
  rememberListSearch,
  writeListState,
} from './listState';
import type { ListState, SortOrder } from './listState';

export interface ListStateControls<F extends Record<string, string>> {
  state: ListState<F>;
  /** Applies new filters (from the filter panel) and goes back to page 1. */
  search: (filters: F) => void;
  clear: () => void;
  sortBy: (field: string) => void;
  goToPage: (page: number) => void;
}

/**
 * A list's filters, sort and page, kept in the URL (so they survive reloads and can be shared)
 * and remembered per route (so they survive leaving the list and coming back).
 */
export function useListState<F extends Record<string, string>>(defaults: F): ListStateControls<F> {
  const [params, setParams] = useSearchParams();
  const { pathname, state: locationState, key: locationKey } = useLocation();
  const search = params.toString();

  // The list is recalled only when it is opened without a query; later an empty query is the
  // list's own doing (クリア, or 検索 with every filter emptied) and stays empty.
  // A click on the list's own side-menu item opens it again, as a new location.
  // Opened from anywhere but one of its own records (the menu, another area, Back from another
  // area) it starts at page 1 (spec section 2), keeping its filters and sort; back from a record
  // it is as it was left. Arriving from another path opens it even when the list never left the
  // screen (Back before the other screen had drawn).
  const fromMenu = isMenuNavigation(locationState);
  const openedAt = useRef<string | null>(null);
  useEffect(() => {
    const origin = navigationOrigin();
    const arrived = origin !== null && origin !== pathname;
    const opening = openedAt.current !== pathname || fromMenu || arrived;
    openedAt.current = pathname;
    if (opening) {
      const keepsPage = !fromMenu && (origin === null || isBackFromOwnRecord(pathname, origin));
      const opened = new URLSearchParams(search === '' ? (recallListSearch(pathname) ?? '') : search);
      if (!keepsPage) opened.delete('page');
      if (opened.toString() !== search) {
        setParams(opened, { replace: true });
        return;
      }
    }
    rememberListSearch(pathname, search);
  }, [pathname, search, setParams, fromMenu, locationKey]);

  // `defaults` is usually an inline object literal; its content is what matters.
  const defaultsKey = JSON.stringify(defaults);
  const state = useMemo(
    () => readListState(new URLSearchParams(search), JSON.parse(defaultsKey) as F),
    [search, defaultsKey],
  );

  const apply = useCallback((next: ListState<F>) => setParams(writeListState(next)), [setParams]);

  return {
    state,
    search: (filters) => apply({ ...state, filters, page: FIRST_PAGE }),
    clear: () => apply({ ...state, filters: JSON.parse(defaultsKey) as F, page: FIRST_PAGE }),
    sortBy: (field) => {
      const order: SortOrder = state.sort === field && state.order === 'desc' ? 'asc' : 'desc';
      apply({ ...state, sort: field, order, page: FIRST_PAGE });
    },
    goToPage: (page) => apply({ ...state, page }),
  };
}
