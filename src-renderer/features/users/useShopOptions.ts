import { useChannelQuery } from '../../bridge/channelQuery';

/** The shops of a service as select options by id (a shop user's organizationId); idle without a service. */
export function useShopOptions(subdomain: string | null) {
  return useChannelQuery(
    'stores.all',
    { subdomain: subdomain ?? '', noPaginate: true },
    {
      enabled: Boolean(subdomain),
      select: (answer) =>
        answer.data
          .map((shop) => ({
            value: String(shop.id),
            label: shop.shopCode ? `${shop.shopCode} ${shop.storeName}` : shop.storeName,
          }))
          .sort((a, b) => a.label.localeCompare(b.label, 'ja')),
    },
  );
}
