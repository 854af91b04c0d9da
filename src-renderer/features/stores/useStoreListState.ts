import { useSearchParams } from 'react-router';
import { writeListState } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import type { ListStateControls } from '../../components/list/useListState';
import { STORE_LIST_FILTERS } from './storeListFilters';
import type { StoreListFilters } from './storeListFilters';
import { storeListViewFrom, storeListViewParam } from './storeListView';
import type { StoreListView } from './storeListView';

export interface StoreListStateControls extends ListStateControls<StoreListFilters> {
  view: StoreListView;
  /** Shows the table or the map; filters, sort and page stay as they are. */
  setView: (view: StoreListView) => void;
}

/**
 * The store list's filters, sort and page, and whether it shows the table or the map. The view
 * rides in the URL with the list's state (`view=map`), so a reload, 戻る and coming back to the
 * list from the menu show the view that was left. It is not a filter: the API never sees it, and
 * a search or クリア keeps it.
 */
export function useStoreListState(): StoreListStateControls {
  const list = useListState({ ...STORE_LIST_FILTERS, view: '' });
  const [, setParams] = useSearchParams();
  const { view: viewParam, ...filters } = list.state.filters;
  const withView = (next: StoreListFilters) => ({ ...next, view: viewParam });

  return {
    state: { ...list.state, filters },
    search: (next) => list.search(withView(next)),
    clear: () => list.search(withView(STORE_LIST_FILTERS)),
    sortBy: list.sortBy,
    goToPage: list.goToPage,
    view: storeListViewFrom(viewParam),
    setView: (view) =>
      setParams(
        writeListState({ ...list.state, filters: { ...list.state.filters, view: storeListViewParam(view) } }),
      ),
  };
}
