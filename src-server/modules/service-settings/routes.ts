import type { FastifyRequest } from 'fastify';
import { API_PATHS, serviceCreateRequestSchema, serviceUpdateRequestSchema } from '@shared/api';
import type { ServiceSetting } from '@shared/api';
import { ROLE_MASTER } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { AppContext } from '../../platform/context';
import { forbidden, found, validationFailed } from '../../platform/errors';
import { created, updated } from '../../platform/http/answers';
import { apiTime } from '../../platform/http/time';
import { IMAGE_RULE } from '../../platform/media/rules';
import { saveMedia } from '../../platform/media/store';
import { mediaUrl } from '../../platform/media/urls';
import {
  companyIdOfService,
  createService,
  loadServiceSetting,
  setServiceLogo,
  updateService,
} from './settings';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.services;

/** Service settings (`/setting/service/...`): master creates services, head office edits them. */
export function registerServiceSettingRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  const editing = guards.tenant('serviceSettingEdit');

  async function settingOf(
    request: FastifyRequest,
    serviceId: number,
    subdomain: string,
  ): Promise<ServiceSetting> {
    return found(loadServiceSetting(ctx.db, serviceId, (id) => mediaUrl(request, subdomain, id)));
  }

  route.get(paths.setting, {
    access: editing,
    async handler({ request, access: { tenant } }): Promise<{ data: ServiceSetting }> {
      return { data: await settingOf(request, tenant.id, tenant.subdomain) };
    },
  });

  route.post(paths.list, {
    access: guards.caller('serviceSettingCreate'),
    body: serviceCreateRequestSchema,
    status: 201,
    async handler({ request, body }) {
      const serviceId = await createService(ctx.db, body, ctx.clock());
      return created(await settingOf(request, serviceId, body.subdomain));
    },
  });

  // `{currentSubdomain}`: the body's `subdomain` may rename the service.
  route.put(paths.update, {
    access: (request: FastifyRequest, params: { currentSubdomain: string }) =>
      editing(request, { subdomain: params.currentSubdomain }),
    body: serviceUpdateRequestSchema,
    async handler({ request, access: { caller, tenant }, body }) {
      // A client edits its service but cannot hand it to another company.
      if (caller.role !== ROLE_MASTER && body.clientId !== (await companyIdOfService(ctx.db, tenant.id)))
        throw forbidden();
      await updateService(ctx.db, tenant.id, body, ctx.clock());
      return updated(await settingOf(request, tenant.id, body.subdomain));
    },
  });

  route.post(paths.logo, {
    access: editing,
    files: { logo: IMAGE_RULE },
    async handler({ request, access: { caller, tenant }, files: { logo } }) {
      if (!logo)
        throw validationFailed([
          { name: 'logo', message: fieldMessage(ja.forms.service.logo, ja.validation.photoRequired) },
        ]);
      const mediaId = await saveMedia(ctx.db, {
        serviceId: tenant.id,
        uploadedBy: caller.userId,
        kind: 'image',
        file: logo,
      });
      const updatedAt = await setServiceLogo(ctx.db, tenant.id, mediaId, ctx.clock());
      return updated({
        logoUrl: mediaUrl(request, tenant.subdomain, mediaId),
        updatedAt: apiTime(updatedAt),
      });
    },
  });
}
