import { useChannelQuery } from '../../bridge/channelQuery';

export interface ShopChoice {
  value: string;
  label: string;
}

/**
 * The shops of a service the user may see (its shop, its group's, or all), as select options by
 * id: 「コード 店舗名」, in shop-code order. Idle without a service.
 */
export function useShopChoices(subdomain: string | null) {
  return useChannelQuery(
    'shops.options',
    { subdomain: subdomain ?? '' },
    {
      enabled: Boolean(subdomain),
      staleTime: 60_000,
      select: (answer): ShopChoice[] =>
        answer.data.map((shop) => ({
          value: String(shop.id),
          label: shop.shopCode ? `${shop.shopCode} ${shop.name}` : shop.name,
        })),
    },
  );
}
