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
  return (
    <FilterPanel filters={filters} onSearch={onSearch} onClear={onClear} check={summaryFilterErrors}>
      {(input, change, errors) => (
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
