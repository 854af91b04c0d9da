import { Select } from '@mantine/core';
import { useState } from 'react';
import { ja } from '@shared/messages';
import { DateField } from '../../components/form/DateField';
import { FilterPanel } from '../../components/list/FilterPanel';
import { useShopChoices } from '../../components/shops/useShopChoices';
import { summaryFilterErrors } from './summaryFilters';
import type { SummaryFilters } from './summaryFilters';

const labels = ja.summary.filters;

/** The summary's range and shop; checked with the API's rules before the figures are asked for. */
export function SummaryFilterPanel({
  subdomain,
  filters,
  withShop,
  onSearch,
  onClear,
}: {
  subdomain: string;
  filters: SummaryFilters;
  withShop: boolean;
  onSearch: (filters: SummaryFilters) => void;
  onClear: () => void;
}) {
  const [errors, setErrors] = useState<ReturnType<typeof summaryFilterErrors>>({});
  const shops = useShopChoices(withShop ? subdomain : null);
  return (
    <FilterPanel
      filters={filters}
      onSearch={(input) => {
        const found = summaryFilterErrors(input);
        setErrors(found);
        if (Object.keys(found).length === 0) onSearch(input);
      }}
      onClear={() => {
        setErrors({});
        onClear();
      }}
    >
      {(input, change) => {
        const set = (name: keyof SummaryFilters) => (value: string) => change({ [name]: value });
        return (
          <>
            <DateField
              label={labels.from}
              value={input.from}
              onChange={set('from')}
              error={errors.from}
              w={170}
            />
            <DateField label={labels.to} value={input.to} onChange={set('to')} error={errors.to} w={170} />
            {withShop && (
              <Select
                label={labels.shop}
                data={shops.data ?? []}
                value={input.shopId || null}
                onChange={(value) => set('shopId')(value ?? '')}
                placeholder={labels.allShops}
                searchable
                clearable
                nothingFoundMessage={ja.errors.noMatchingData}
                w={280}
              />
            )}
          </>
        );
      }}
    </FilterPanel>
  );
}
