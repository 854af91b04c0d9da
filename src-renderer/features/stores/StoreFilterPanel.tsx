import { Select } from '@mantine/core';
import { SHOP_STATUSES } from '@shared/constants';
import { ja } from '@shared/messages';
import { usePrefectures } from '../../components/address/useAddressLookups';
import { FilterPanel } from '../../components/list/FilterPanel';
import { useGroupOptions } from './groups/useGroupOptions';
import type { StoreListFilters } from './storeListFilters';
import { useGenres } from './useGenres';
import { useServiceTags } from './useServiceTags';
import { choicesOf } from '../../components/form/choicesOf';

const labels = ja.stores.filters;

interface StoreFilterPanelProps {
  subdomain: string;
  /** The filters applied now (the panel shows them until 検索). */
  filters: StoreListFilters;
  /** Head office filters by group; a group user sees only its own group's shops. */
  withGroup: boolean;
  onSearch: (filters: StoreListFilters) => void;
  onClear: () => void;
}

type Option = { value: string; label: string };
const toOptions = (items: { id: number; name: string }[] | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** Keyword, status, group, prefecture, genre and service tag filters of the store list. */
export function StoreFilterPanel({
  subdomain,
  filters,
  withGroup,
  onSearch,
  onClear,
}: StoreFilterPanelProps) {
  const groups = useGroupOptions(subdomain, withGroup);
  const prefectures = usePrefectures();
  const genres = useGenres();
  const tags = useServiceTags(subdomain);

  return (
    <FilterPanel
      filters={filters}
      onSearch={onSearch}
      onClear={onClear}
      keyword={{ placeholder: labels.keywordPlaceholder, w: 260 }}
    >
      {(draft, change) => {
        const select = (key: keyof StoreListFilters, label: string, data: Option[]) => (
          <Select
            label={label}
            data={data}
            value={draft[key] || null}
            onChange={(value) => change({ [key]: value ?? '' })}
            placeholder={labels.any}
            clearable
            searchable
            w={180}
            comboboxProps={{ withinPortal: true }}
          />
        );
        return (
          <>
            {select('status', labels.status, choicesOf(SHOP_STATUSES, ja.enums.shopStatus))}
            {withGroup && select('groupId', labels.group, toOptions(groups.data?.data))}
            {select(
              'prefectureId',
              labels.prefecture,
              (prefectures.data?.data ?? []).map((prefecture) => ({
                value: String(Number(prefecture.code)),
                label: prefecture.name,
              })),
            )}
            {select('genreId', labels.genre, toOptions(genres.data?.data))}
            {select('serviceTagId', labels.serviceTag, toOptions(tags.data?.data))}
          </>
        );
      }}
    </FilterPanel>
  );
}
