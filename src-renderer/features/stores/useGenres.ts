import { useQuery } from '@tanstack/react-query';
import { call } from '../../bridge/call';

export function useGenres() {
  return useQuery({ queryKey: ['genres.list'], queryFn: () => call('genres.list', {}), staleTime: Infinity });
}
