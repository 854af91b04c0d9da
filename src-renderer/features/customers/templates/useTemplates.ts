import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateKind } from '@shared/api';
import { call } from '../../../bridge/call';

export const TEMPLATE_LIST_KEY = 'pushTemplates.list';
export const ALL_TEMPLATES_KEY = 'pushTemplates.all';
export const templateDetailKey = (kind: TemplateKind, subdomain: string, id: number) =>
  ['pushTemplates.get', kind, subdomain, id] as const;

export function useTemplateDetail(kind: TemplateKind, subdomain: string, id: number) {
  return useQuery({
    queryKey: templateDetailKey(kind, subdomain, id),
    queryFn: () =>
      call(kind === 'coupon' ? 'pushTemplates.couponGet' : 'pushTemplates.newsGet', { subdomain, id }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** After a template write: the lists and the push form's picker read again. */
export function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [TEMPLATE_LIST_KEY] }),
      queryClient.invalidateQueries({ queryKey: [ALL_TEMPLATES_KEY] }),
    ]);
}
