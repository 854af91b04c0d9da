import type { StoreImportLookups } from '@shared/imports/store-import';
import type { ApiChannels } from '@shared/ipc/api-channels';
import { failure, success } from '@shared/ipc/result';
import type { CallResult } from '@shared/ipc/result';
import type { ApiChannelHandlers } from '../api/api-channel-handlers';

/** The API channels the names of a store file are resolved with, as the shop form's selects are. */
export type StoreImportLookupCalls = ApiChannelHandlers<
  Pick<ApiChannels, 'groups.all' | 'genres.list' | 'serviceTags.all' | 'address.prefectures'>
>;

/** The groups and service tags of a service, the genres and the prefectures. */
export type StoreImportLookupSource = (subdomain: string) => Promise<CallResult<StoreImportLookups>>;

/**
 * The same records the server resolves names with: the service's groups and tags and the
 * genres from the management API, the prefectures from the address service (the postal data
 * the server reads them from).
 */
export function storeImportLookupsFrom(calls: StoreImportLookupCalls): StoreImportLookupSource {
  return async (subdomain) => {
    const [groups, genres, serviceTags, prefectures] = await Promise.all([
      calls['groups.all']({ subdomain, noPaginate: true }),
      calls['genres.list'](undefined),
      calls['serviceTags.all']({ subdomain, noPaginate: true }),
      calls['address.prefectures'](undefined),
    ]);
    if (!groups.ok) return failure(groups.error);
    if (!genres.ok) return failure(genres.error);
    if (!serviceTags.ok) return failure(serviceTags.error);
    if (!prefectures.ok) return failure(prefectures.error);
    return success({
      groups: groups.data.data,
      genres: genres.data.data,
      serviceTags: serviceTags.data.data,
      prefectures: prefectures.data.data,
    });
  };
}
