import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerListQuery } from '@shared/api';
import { call } from '../../bridge/call';

export const CUSTOMER_LIST_KEY = 'customers.list';
export const customerDetailKey = (subdomain: string, id: number) => ['customers.get', subdomain, id] as const;

export function useCustomerList(query: CustomerListQuery & { subdomain: string }) {
  return useQuery({
    queryKey: [CUSTOMER_LIST_KEY, query],
    queryFn: () => call('customers.list', query),
    placeholderData: keepPreviousData,
  });
}

export function useLinkedCustomerList(query: CustomerListQuery & { subdomain: string }) {
  return useQuery({
    queryKey: ['customers.linked', query],
    queryFn: () => call('customers.linked', query),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerDetail(subdomain: string, id: number) {
  return useQuery({
    queryKey: customerDetailKey(subdomain, id),
    queryFn: () => call('customers.get', { subdomain, id }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
