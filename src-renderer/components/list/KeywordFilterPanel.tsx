import { TextInput } from '@mantine/core';
import { ja } from '@shared/messages';
import { FilterPanel } from './FilterPanel';

interface KeywordFilterPanelProps {
  /** The keyword the list is filtered by now (from the URL). */
  keyword: string;
  onSearch: (keyword: string) => void;
  onClear: () => void;
  label?: string;
}

/** The filter panel of lists filtered by a keyword alone. */
export function KeywordFilterPanel({
  keyword,
  onSearch,
  onClear,
  label = ja.fields.keyword,
}: KeywordFilterPanelProps) {
  return (
    <FilterPanel filters={{ keyword }} onSearch={(draft) => onSearch(draft.keyword)} onClear={onClear}>
      {(draft, change) => (
        <TextInput
          label={label}
          value={draft.keyword}
          onChange={(event) => change({ keyword: event.currentTarget.value })}
          w={320}
        />
      )}
    </FilterPanel>
  );
}
