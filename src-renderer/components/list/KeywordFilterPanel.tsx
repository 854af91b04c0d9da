import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { ja } from '@shared/messages';
import { FilterPanel } from './FilterPanel';

interface KeywordFilterPanelProps {
  /** The keyword the list is filtered by now (from the URL). */
  keyword: string;
  onSearch: (keyword: string) => void;
  onClear: () => void;
}

/** The filter panel of lists filtered by a keyword alone. */
export function KeywordFilterPanel({ keyword, onSearch, onClear }: KeywordFilterPanelProps) {
  const [input, setInput] = useState(keyword);
  return (
    <FilterPanel
      onSearch={() => onSearch(input)}
      onClear={() => {
        setInput('');
        onClear();
      }}
    >
      <TextInput
        label={ja.fields.keyword}
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
        w={320}
      />
    </FilterPanel>
  );
}
