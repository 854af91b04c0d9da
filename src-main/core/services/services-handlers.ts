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
    list: (query) => api.get('services', serviceListResponseSchema, query),
    async get({ id }) {
      const answer = await api.get(`services/${id}`, serviceDetailResponseSchema);
      return answer.ok ? success(answer.data.data) : answer;
    },
  };
}
