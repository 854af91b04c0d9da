import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../bridge/call';

/**
 * A stored image or sound (the URL the backend gave) as a data: URL. Main fetches it: with the
 * token from the API's own origin, without it from an ImageHosts origin; the page holds no token.
 */
export function mediaDataUrlQuery(url: string | null | undefined) {
  return queryOptions({
    queryKey: ['media.dataUrl', url],
    queryFn: async () => (await call('media.dataUrl', { url: url ?? '' })).dataUrl,
    enabled: Boolean(url),
    staleTime: 5 * 60_000,
  });
}

/** The data: URL of a stored image or sound; idle while there is no URL. */
export function useMediaDataUrl(url: string | null | undefined) {
  return useQuery(mediaDataUrlQuery(url));
}
