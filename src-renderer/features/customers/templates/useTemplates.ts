import type { TemplateKind } from '@shared/api';
import { channelKey, useChannelQuery } from '../../../bridge/channelQuery';

/** The channels that answer lists of templates: the list screens and the push form's picker. */
export const TEMPLATE_LIST_CHANNELS = [
  'pushTemplates.couponList',
  'pushTemplates.newsList',
  'pushTemplates.couponAll',
  'pushTemplates.newsAll',
] as const;

const detailChannel = (kind: TemplateKind) =>
  kind === 'coupon' ? 'pushTemplates.couponGet' : 'pushTemplates.newsGet';

export const templateDetailKey = (kind: TemplateKind, subdomain: string, id: number) =>
  channelKey(detailChannel(kind), { subdomain, id });

export function useTemplateDetail(kind: TemplateKind, subdomain: string, id: number) {
  return useChannelQuery(detailChannel(kind), { subdomain, id }, { enabled: Number.isInteger(id) && id > 0 });
}

/** Every template, coupon ones then news ones, by name: the push form's choice. */
export function usePushTemplateChoices(subdomain: string) {
  const query = { subdomain, noPaginate: true as const, sort: 'name', typeSort: 'ASC' as const };
  const coupons = useChannelQuery('pushTemplates.couponAll', query);
  const news = useChannelQuery('pushTemplates.newsAll', query);
  return { data: coupons.data && news.data ? [...coupons.data.data, ...news.data.data] : undefined };
}
