import { Button, Group, Paper, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { ja } from '@shared/messages';
import { useFilterDraft } from './useFilterDraft';

type Filters = Record<string, string>;
type FilterErrors<F extends Filters> = Partial<Record<keyof F, string>>;

/** The keyword input a list puts first in its panel (over the `keyword` filter). */
interface KeywordInput {
  /** By default 「キーワード」. */
  label?: string;
  placeholder?: string;
  w: number;
}

interface FilterPanelProps<F extends Filters> {
  /** The filters the list is filtered by now (from the URL, or recalled as the list was left). */
  filters: F;
  /** 検索 or Enter, with the panel's inputs. */
  onSearch: (filters: F) => void;
  onClear: () => void;
  /** Checks the inputs on 検索: what it finds stops the search and is shown under the inputs. */
  check?: (draft: F) => FilterErrors<F>;
  /** The keyword input, first in the panel, for a list filtered by a keyword. */
  keyword?: 'keyword' extends keyof F ? KeywordInput : never;
  /** The inputs, drawn from the draft; `change` updates some of its values; `errors` is what `check` found. */
  children?: (draft: F, change: (values: Partial<F>) => void, errors: FilterErrors<F>) => ReactNode;
}

/**
 * The filter panel above a list: Enter or 検索 searches (once the inputs pass the list's check,
 * if it has one), クリア resets. The panel owns what its
 * inputs hold before 検索 (the draft): it starts from the filters the list is filtered by and
 * follows them whenever they change without the panel (a list reopened as it was left, a status
 * tab, クリア), so the inputs never show other filters than the list's and 検索 never drops one.
 */
export function FilterPanel<F extends Filters>({
  filters,
  onSearch,
  onClear,
  check,
  keyword,
  children,
}: FilterPanelProps<F>) {
  const [draft, setDraft] = useFilterDraft(filters);
  const [errors, setErrors] = useState<FilterErrors<F>>({});
  const change = (values: Partial<F>) => setDraft((now) => ({ ...now, ...values }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check?.(draft) ?? {};
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(draft);
  };
  const clear = () => {
    // When the list was not filtered, nothing changes for the draft to follow: drop what was typed.
    setDraft(filters);
    setErrors({});
    onClear();
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} role="search">
      <Group align="flex-end" gap="md">
        {keyword && (
          <TextInput
            label={keyword.label ?? ja.fields.keyword}
            placeholder={keyword.placeholder}
            value={draft.keyword}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              setDraft((now) => ({ ...now, keyword: typed }));
            }}
            w={keyword.w}
          />
        )}
        {children?.(draft, change, errors)}
        <Group gap="xs">
          <Button type="submit">{ja.actions.search}</Button>
          <Button variant="default" onClick={clear}>
            {ja.actions.clear}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
