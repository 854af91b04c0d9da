import { API_PATHS } from '@shared/api/paths';
import { fillApiPath } from '@shared/ipc/api-channel';
import type { Paginated } from '@shared/api/common';
import { serviceDetailResponseSchema, serviceListResponseSchema } from '@shared/api/services';
import type { ServiceDetail, ServiceListItem } from '@shared/api/services';
import type { ChannelParsedRequest } from '@shared/ipc/contract';
import { success } from '@shared/ipc/result';
import type { CallResult } from '@shared/ipc/result';
import type { ApiClient } from '../api/api-client';

export interface ServicesHandlers {
  list(query: ChannelParsedRequest<'services.list'>): Promise<CallResult<Paginated<ServiceListItem>>>;
  get(request: ChannelParsedRequest<'services.get'>): Promise<CallResult<ServiceDetail>>;
}

export function createServicesHandlers(api: ApiClient): ServicesHandlers {
  return {
    list: (query) => api.get(API_PATHS.services.list, serviceListResponseSchema, query),
    async get({ id }) {
      const answer = await api.get(fillApiPath(API_PATHS.services.item, { id }).path, serviceDetailResponseSchema);
      return answer.ok ? success(answer.data.data) : answer;
    },
  };
}
