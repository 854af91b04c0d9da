import { channelKey, useChannelQuery } from '../../bridge/channelQuery';

export const COMPANY_QUERY_KEY = channelKey('company.get');

export function useCompanySetting() {
  return useChannelQuery('company.get', undefined);
}
