import type { QueryClient } from '@tanstack/react-query';
import { useChannelQuery } from '../../bridge/channelQuery';
import { prefetchChannel } from '../routing/screenPrefetch';

const SHOP_CHOICES_STALE_MS = 60_000;

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
      staleTime: SHOP_CHOICES_STALE_MS,
      select: (answer): ShopChoice[] =>
        answer.data.map((shop) => ({
          value: String(shop.id),
          label: shop.shopCode ? `${shop.shopCode} ${shop.name}` : shop.name,
        })),
    },
  );
}

/** What useShopChoices asks, asked by a screen's prefetch as its route is matched. */
export function prefetchShopChoices(queryClient: QueryClient, subdomain: string): void {
  prefetchChannel(queryClient, 'shops.options', { subdomain }, { staleTime: SHOP_CHOICES_STALE_MS });
}
