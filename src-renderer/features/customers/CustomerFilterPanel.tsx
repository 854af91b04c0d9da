import { FilterPanel } from '../../components/list/FilterPanel';
import { useFilterDraft } from '../../components/list/useFilterDraft';
import { CustomerFilterFields, EMPTY_CUSTOMER_FILTERS } from './CustomerFilterFields';
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
  const [values, setValues] = useFilterDraft(filters);
  return (
    <FilterPanel
      onSearch={() => onSearch(values)}
      onClear={() => {
        setValues(EMPTY_CUSTOMER_FILTERS);
        onClear();
      }}
    >
      <CustomerFilterFields values={values} onChange={setValues} withLinked={withLinked} />
    </FilterPanel>
  );
}
