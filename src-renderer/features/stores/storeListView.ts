/** What the store list shows: the table of the current page, or every matching shop on the map. */
export type StoreListView = 'list' | 'map';

/** The view a `view` URL value names; a missing or unknown value shows the table. */
export function storeListViewFrom(value: string): StoreListView {
  return value === 'map' ? 'map' : 'list';
}

/** The `view` URL value of a view: the table is the default and stays out of the URL. */
export function storeListViewParam(view: StoreListView): string {
  return view === 'list' ? '' : view;
}
