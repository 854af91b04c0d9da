/** The store list's filters as they stand in the URL (empty = not filtered). */
export const STORE_LIST_FILTERS = {
  keyword: '',
  status: '',
  groupId: '',
  prefectureId: '',
  genreId: '',
  serviceTagId: '',
};
export type StoreListFilters = typeof STORE_LIST_FILTERS;
