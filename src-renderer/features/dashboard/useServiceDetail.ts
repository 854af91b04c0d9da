import { useQuery } from '@tanstack/react-query';
import { call } from '../../bridge/call';

export function useServiceDetail(subdomain: string) {
  return useQuery({
    queryKey: ['services.get', subdomain],
    queryFn: () => call('services.get', { idOrSubdomain: subdomain }),
  });
}
