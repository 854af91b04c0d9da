import { Select } from '@mantine/core';
import { ja } from '@shared/messages';
import { PeriodFields } from '../form/PeriodFields';
import { useShopChoices } from './useShopChoices';

type PeriodShopValues = { from: string; to: string; shopId: string };

interface PeriodShopFieldsProps {
  subdomain: string;
  values: PeriodShopValues;
  change: (values: Partial<PeriodShopValues>) => void;
  errors: Partial<Record<keyof PeriodShopValues, string>>;
  labels: { from: string; to: string; shop: string; anyShop: string };
  /** A store user has one shop: no shop filter. */
  withShop: boolean;
}

/** The period (from, to) and the shop of a filter panel over payments (payment histories, 集計). */
export function PeriodShopFields({
  subdomain,
  values,
  change,
  errors,
  labels,
  withShop,
}: PeriodShopFieldsProps) {
  const shops = useShopChoices(withShop ? subdomain : null);
  return (
    <>
      <PeriodFields values={values} errors={errors} labels={labels} onChange={change} />
      {withShop && (
        <Select
          label={labels.shop}
          data={shops.data ?? []}
          value={values.shopId || null}
          onChange={(shopId) => change({ shopId: shopId ?? '' })}
          placeholder={labels.anyShop}
          searchable
          clearable
          nothingFoundMessage={ja.errors.noMatchingData}
          error={errors.shopId}
          w={280}
        />
      )}
    </>
  );
}
