import type { QueryClient } from '@tanstack/react-query';
import { useChannelQuery } from '../../bridge/channelQuery';
import { prefetchChannel } from '../routing/screenPrefetch';

export function usePrefectures() {
  return useChannelQuery('address.prefectures', undefined, { staleTime: Infinity });
}

export function useMunicipalities(prefectureCode: string | null) {
  return useChannelQuery(
    'address.municipalities',
    { prefectureCode: prefectureCode ?? '' },
    { enabled: prefectureCode !== null, staleTime: Infinity },
  );
}

/** What useMunicipalities asks, asked by a screen's prefetch as soon as the prefecture is known. */
export function prefetchMunicipalities(queryClient: QueryClient, prefectureCode: string | null): void {
  if (prefectureCode !== null)
    prefetchChannel(queryClient, 'address.municipalities', { prefectureCode }, { staleTime: Infinity });
}

/** JIS prefecture codes are two digits ('01'); forms keep the number (1). */
export function prefectureCodeOf(prefectureId: number | string | null | undefined): string | null {
  const id = Number(prefectureId);
  return Number.isInteger(id) && id >= 1 && id <= 47 ? String(id).padStart(2, '0') : null;
}
