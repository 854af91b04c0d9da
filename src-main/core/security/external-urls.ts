/**
 * The only pages the console may open in the user's browser: https pages under these prefixes
 * (Google Maps, where the store map's links to a place lead). Anything else a page tries to
 * open or navigate to is refused and logged.
 */
export const EXTERNAL_URL_PREFIXES: readonly string[] = ['https://www.google.com/maps/'];

export function isAllowedExternalUrl(
  candidate: string,
  prefixes: readonly string[] = EXTERNAL_URL_PREFIXES,
): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  // Compared after parsing, so tricks like `https://www.google.com.evil.example/maps/` or
  // `https://www.google.com/maps/../../evil` never match.
  const normalised = url.toString();
  return prefixes.some((prefix) => normalised.startsWith(prefix));
}
