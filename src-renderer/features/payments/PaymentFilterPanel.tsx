import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { digitsOnly } from '@shared/input';
import { ja } from '@shared/messages';
import { DateField } from '../../components/form/DateField';
import { FilterPanel } from '../../components/list/FilterPanel';
import { useShopChoices } from '../../components/shops/useShopChoices';
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
  const [errors, setErrors] = useState<ReturnType<typeof filterErrors>>({});
  const shops = useShopChoices(withShop ? subdomain : null);

  return (
    <FilterPanel
      filters={filters}
      onSearch={(input) => {
        const found = filterErrors(input);
        setErrors(found);
        if (Object.keys(found).length === 0) onSearch(input);
      }}
      onClear={() => {
        setErrors({});
        onClear();
      }}
    >
      {(input, change) => {
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
                placeholder={labels.any}
                searchable
                clearable
                nothingFoundMessage={ja.errors.noMatchingData}
                error={errors.shopId}
                w={280}
              />
            )}
            {amount('amountMin')}
            {amount('amountMax')}
          </>
        );
      }}
    </FilterPanel>
  );
}
