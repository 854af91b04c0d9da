import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ja } from '@shared/messages';
import { useAuditUserOptions } from './useAuditUserOptions';
import { useChosenAuditUser } from './useChosenAuditUser';

const labels = ja.audit.filters;

/** Waits this long after the last key before asking the server for matching users. */
const SEARCH_DELAY_MS = 250;

interface AuditUserPickerProps {
  /** The chosen user's id, '' for every user. */
  value: string;
  onChange: (userId: string) => void;
}

/**
 * The 操作ログ's user filter: a searchable select of the users the viewer may see, searched on
 * the server by name or e-mail (a service may have thousands).
 */
export function AuditUserPicker({ value, onChange }: AuditUserPickerProps) {
  const [search, setSearch] = useState('');
  const chosen = useChosenAuditUser(value);
  // The closed box shows the chosen user's label; that is not a search.
  const typed = search === chosen?.label ? '' : search.trim();
  const [keyword] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const users = useAuditUserOptions(keyword, chosen);
  return (
    <Select
      label={labels.user}
      placeholder={labels.userPlaceholder}
      data={users.options}
      value={value === '' ? null : value}
      onChange={(userId) => onChange(userId ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server matched the keyword already (name or e-mail, spaces ignored).
      filter={({ options }) => options}
      nothingFoundMessage={users.loading ? undefined : labels.userNothingFound}
      rightSection={users.loading ? <Loader size="xs" /> : undefined}
      clearable
      w={300}
    />
  );
}
