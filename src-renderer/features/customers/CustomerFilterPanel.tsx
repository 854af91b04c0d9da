import { FilterPanel } from '../../components/list/FilterPanel';
import { CustomerFilterFields } from './CustomerFilterFields';
import type { CustomerFilterValuesInput } from './CustomerFilterFields';

/** The customer lists' filter panel: the inputs start from the list's filters and apply on 検索. */
export function CustomerFilterPanel({
  filters,
  onSearch,
  onClear,
  withLinked = true,
}: {
  filters: CustomerFilterValuesInput;
  onSearch: (filters: CustomerFilterValuesInput) => void;
  onClear: () => void;
  withLinked?: boolean;
}) {
  return (
    <FilterPanel filters={filters} onSearch={onSearch} onClear={onClear}>
      {(values, change) => <CustomerFilterFields values={values} onChange={change} withLinked={withLinked} />}
    </FilterPanel>
  );
}
