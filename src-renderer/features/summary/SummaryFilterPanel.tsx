import { useState } from 'react';
import { ja } from '@shared/messages';
import { FilterPanel } from '../../components/list/FilterPanel';
import { PeriodShopFields } from '../../components/shops/PeriodShopFields';
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
      {(input, change) => (
        <PeriodShopFields
          subdomain={subdomain}
          values={input}
          change={change}
          errors={errors}
          labels={{ ...labels, anyShop: labels.allShops }}
          withShop={withShop}
        />
      )}
    </FilterPanel>
  );
}
