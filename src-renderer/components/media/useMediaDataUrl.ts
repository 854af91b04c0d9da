import { useQuery } from '@tanstack/react-query';
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
