import { z } from 'zod';
import { companiesResponseSchema } from '../../api/lookups';
import {
  serviceCreateRequestSchema,
  serviceLogoResponseSchema,
  serviceSettingWriteResponseSchema,
  serviceUpdateRequestSchema,
} from '../../api/service-settings';
import { uploadedImageSchema } from '../../api/upload';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { servicePath } from './path-params';

/**
 * Service settings (`/setting/service/...`) and the companies lookup of their client select;
 * reading a service's settings is `serviceSettings.get` of ./lookups.
 */
export const serviceSettingsChannels = {
  'serviceSettings.create': apiChannel({
    method: 'POST',
    path: API_PATHS.services.list,
    request: serviceCreateRequestSchema,
    response: serviceSettingWriteResponseSchema,
  }),
  /** `currentSubdomain` names the service; the body's `subdomain` is the (possibly new) value. */
  'serviceSettings.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.services.update,
    request: serviceUpdateRequestSchema.extend({ currentSubdomain: servicePath.subdomain }),
    response: serviceSettingWriteResponseSchema,
  }),
  'serviceSettings.uploadLogo': apiChannel({
    method: 'POST',
    path: API_PATHS.services.logo,
    request: z.object({ ...servicePath, logo: uploadedImageSchema }),
    response: serviceLogoResponseSchema,
    multipart: true,
  }),
  'lookups.companies': apiChannel({
    method: 'GET',
    path: API_PATHS.lookups.companies,
    request: z.object({ noPaginate: z.literal(true) }),
    response: companiesResponseSchema,
  }),
} as const;
