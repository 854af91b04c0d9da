import { ADDRESS_API_BASE_PATH } from '@shared/constants/address';

/** The address lookup service where no setting names it: `/address/v1` on the API's own origin. */
export function defaultAddressBaseUrl(apiBaseUrl: string): string {
  return new URL(ADDRESS_API_BASE_PATH, apiBaseUrl).toString().replace(/\/+$/, '');
}
