import { keepPreviousData } from '@tanstack/react-query';
import type { CustomerListQuery } from '@shared/api';
import { channelKey, useChannelQuery } from '../../bridge/channelQuery';

export const customerDetailKey = (subdomain: string, id: number) =>
  channelKey('customers.get', { subdomain, id });

export function useCustomerList(query: CustomerListQuery & { subdomain: string }) {
  return useChannelQuery('customers.list', query, { placeholderData: keepPreviousData });
}

export function useLinkedCustomerList(query: CustomerListQuery & { subdomain: string }) {
  return useChannelQuery('customers.linked', query, { placeholderData: keepPreviousData });
}

export function useCustomerDetail(subdomain: string, id: number) {
  return useChannelQuery('customers.get', { subdomain, id }, { enabled: Number.isInteger(id) && id > 0 });
}
