import { TextInput } from '@mantine/core';
import { digitsOnly } from '@shared/input';
import { ja } from '@shared/messages';
import { FilterPanel } from '../../components/list/FilterPanel';
import { PeriodShopFields } from '../../components/shops/PeriodShopFields';
import { filterErrors } from './paymentFilters';
import type { PaymentFilters } from './paymentFilters';

const labels = ja.payments.filters;

interface PaymentFilterPanelProps {
  subdomain: string;
  /** The filters the list shows now (from the URL). */
  filters: PaymentFilters;
  /** A store user has one shop: no shop filter. */
  withShop: boolean;
  onSearch: (filters: PaymentFilters) => void;
  onClear: () => void;
}

/** Period, shop and amount range of a payment history; checked with the API's rules before searching. */
export function PaymentFilterPanel({
  subdomain,
  filters,
  withShop,
  onSearch,
  onClear,
}: PaymentFilterPanelProps) {
  return (
    <FilterPanel filters={filters} onSearch={onSearch} onClear={onClear} check={filterErrors}>
      {(input, change, errors) => {
        const set = (name: keyof PaymentFilters) => (value: string) => change({ [name]: value });
        const amount = (name: 'amountMin' | 'amountMax') => (
          <TextInput
            label={labels[name]}
            inputMode="numeric"
            value={input[name]}
            onChange={(event) => set(name)(digitsOnly(event.currentTarget.value))}
            rightSection={labels.yen}
            error={errors[name]}
            w={150}
          />
        );
        return (
          <>
            <PeriodShopFields
              subdomain={subdomain}
              values={input}
              change={change}
              errors={errors}
              labels={{ ...labels, anyShop: labels.any }}
              withShop={withShop}
            />
            {amount('amountMin')}
            {amount('amountMax')}
          </>
        );
      }}
    </FilterPanel>
  );
}
