import { useQuery } from '@tanstack/react-query';
import { call } from '../../bridge/call';

export const COMPANY_QUERY_KEY = ['company.get'] as const;

export function useCompanySetting() {
  return useQuery({ queryKey: COMPANY_QUERY_KEY, queryFn: () => call('company.get', undefined) });
}
