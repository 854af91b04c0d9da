import { ja } from '@shared/messages';
import { FilterPanel } from './FilterPanel';
import type { ListStateControls } from './useListState';

interface KeywordFilterPanelProps {
  /** The list's state (useListState): the keyword it is filtered by now, searched and cleared. */
  list: ListStateControls<{ keyword: string }>;
  label?: string;
}

/** The filter panel of lists filtered by a keyword alone. */
export function KeywordFilterPanel({ list, label = ja.fields.keyword }: KeywordFilterPanelProps) {
  return (
    <FilterPanel
      filters={{ keyword: list.state.filters.keyword }}
      onSearch={(draft) => list.search({ keyword: draft.keyword })}
      onClear={list.clear}
      keyword={{ label, w: 320 }}
    />
  );
}
