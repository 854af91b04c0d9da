import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceCreateRequestSchema, serviceUpdateRequestSchema } from '@shared/api';
import type { ServiceSetting } from '@shared/api';
import { ROLE_MASTER } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { guard, guardTenant } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound, validationFailed } from '../../platform/errors';
import { readForm } from '../../platform/http/multipart';
import { apiTime } from '../../platform/http/time';
import { parseInput } from '../../platform/http/validation';
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

type ServiceParams = { Params: { idOrSubdomain: string } };

/** Service settings (`/setting/service/...`): master creates services, head office edits them. */
export function registerServiceSettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function settingOf(
    request: FastifyRequest,
    serviceId: number,
    subdomain: string,
  ): Promise<ServiceSetting> {
    const setting = await loadServiceSetting(ctx.db, serviceId, (id) => mediaUrl(request, subdomain, id));
    if (!setting) throw notFound();
    return setting;
  }

  app.get<ServiceParams>(
    '/services/:idOrSubdomain/setting',
    async (request): Promise<{ data: ServiceSetting }> => {
      const { tenant } = await guardTenant(ctx, request, 'serviceSettingEdit', request.params.idOrSubdomain);
      return { data: await settingOf(request, tenant.id, tenant.subdomain) };
    },
  );

  app.post('/services', async (request, reply) => {
    await guard(ctx, request, 'serviceSettingCreate');
    const values = parseInput(serviceCreateRequestSchema, request.body);
    const serviceId = await createService(ctx.db, values, ctx.clock());
    return reply
      .code(201)
      .send({ message: ja.success.created, data: await settingOf(request, serviceId, values.subdomain) });
  });

  app.put<ServiceParams>('/services/:idOrSubdomain', async (request) => {
    const { caller, tenant } = await guardTenant(
      ctx,
      request,
      'serviceSettingEdit',
      request.params.idOrSubdomain,
    );
    const values = parseInput(serviceUpdateRequestSchema, request.body);
    // A client edits its service but cannot hand it to another company.
    if (caller.role !== ROLE_MASTER && values.clientId !== (await companyIdOfService(ctx.db, tenant.id)))
      throw forbidden();
    await updateService(ctx.db, tenant.id, values, ctx.clock());
    return { message: ja.success.updated, data: await settingOf(request, tenant.id, values.subdomain) };
  });

  app.post<ServiceParams>('/services/:idOrSubdomain/logo', async (request) => {
    const { caller, tenant } = await guardTenant(
      ctx,
      request,
      'serviceSettingEdit',
      request.params.idOrSubdomain,
    );
    const { files } = await readForm(request, { logo: IMAGE_RULE });
    const logo = files.logo;
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
    return {
      message: ja.success.updated,
      data: { logoUrl: mediaUrl(request, tenant.subdomain, mediaId), updatedAt: apiTime(updatedAt) },
    };
  });
}
