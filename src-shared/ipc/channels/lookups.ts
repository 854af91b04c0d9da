import { z } from 'zod';
import { genresResponseSchema, serviceTagsResponseSchema } from '../../api/lookups';
import { serviceSettingResponseSchema } from '../../api/service-settings';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { servicePath } from './path-params';

/** Lookups for the store filters and forms (spec section 7, "Lookups"). */
export const lookupChannels = {
  'genres.list': apiChannel({
    method: 'GET',
    path: API_PATHS.lookups.genres,
    request: z.object({}).optional(),
    response: genresResponseSchema,
  }),
  'serviceTags.all': apiChannel({
    method: 'GET',
    path: API_PATHS.services.tags,
    request: z.object({ ...servicePath, noPaginate: z.literal(true) }),
    response: serviceTagsResponseSchema,
  }),
  /** The service's settings; the store map reads its Google Maps API key (head office only). */
  'serviceSettings.get': apiChannel({
    method: 'GET',
    path: API_PATHS.services.setting,
    request: z.object(servicePath),
    response: serviceSettingResponseSchema,
  }),
} as const;
