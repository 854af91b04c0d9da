import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { channelQuery } from '../../bridge/channelQuery';

/**
 * A stored image or sound (the URL the backend gave) as a data: URL. Main fetches it: with the
 * token from the API's own origin, without it from an ImageHosts origin; the page holds no token.
 */
export function mediaDataUrlQuery(url: string | null | undefined) {
  return channelQuery(
    'media.dataUrl',
    { url: url ?? '' },
    { enabled: Boolean(url), staleTime: 5 * 60_000, select: (answer) => answer.dataUrl },
  );
}

/** The data: URL of a stored image or sound; idle while there is no URL. */
export function useMediaDataUrl(url: string | null | undefined) {
  return useQuery(mediaDataUrlQuery(url));
}

/** Asks for a stored image as useMediaDataUrl will (nothing without a URL), as soon as its URL is known. */
export function prefetchMediaDataUrl(queryClient: QueryClient, url: string | null | undefined): void {
  // A failure is the image's to show when it asks again.
  if (url) void queryClient.prefetchQuery(mediaDataUrlQuery(url));
}
