import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  couponTemplateCreateRequestSchema,
  couponTemplateUpdateRequestSchema,
  customerFilterSchema,
  customerLinkedQuerySchema,
  customerListQuerySchema,
  customerUpdateRequestSchema,
  newsTemplateCreateRequestSchema,
  newsTemplateUpdateRequestSchema,
  pushCancelRequestSchema,
  pushCreateRequestSchema,
  pushListQuerySchema,
  templateListQuerySchema,
} from '@shared/api';
import type { TemplateKind } from '@shared/api';
import { NEWS_TEMPLATE_MAX_IMAGES, PUSH_TARGET, SEND_TIMING } from '@shared/constants';
import { ja } from '@shared/messages';
import type { RouteName } from '@shared/routes';
import { fieldMessage } from '@shared/validation';
import { toInstant } from '@shared/datetime';
import type { Tenant } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { guardTenant } from '../../platform/auth/guard';
import { updateCustomer } from './writes';
import {
  countCustomers,
  findCustomerDetail,
  listCustomersPage,
  listLinkedPage,
} from './reads';
import {
  createTemplate,
  deleteTemplate,
  findTemplateDetail,
  findTemplateForPush,
  listTemplatesPage,
  templateExists,
  templateImageIds,
  updateTemplate,
} from './templates';
import type { TemplateValues } from './templates';
import { notFound, validationFailed } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';
import { deleteRoute } from '../../platform/http/method-override';
import { readForm } from '../../platform/http/multipart';
import { optionalVersion } from '../../platform/http/optimistic-lock';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { IMAGE_RULE } from '../../platform/media/rules';
import { imageChange, saveMedia } from '../../platform/media/store';
import { mediaUrl } from '../../platform/media/urls';
import { cancelPush, createPush, findPush, listPushesPage } from './pushes';

type TenantParams = { Params: { subdomain: string } };
type IdParams = { Params: { subdomain: string; id: string } };
const templateLabels = ja.customers.templates.fields;

const NEWS_TEMPLATE_IMAGES_RULE = {
  ...IMAGE_RULE,
  maxCount: NEWS_TEMPLATE_MAX_IMAGES,
  tooManyMessage: fieldMessage(templateLabels.images, ja.validation.maxImages, {
    max: NEWS_TEMPLATE_MAX_IMAGES,
  }),
};

const TEMPLATE_ROUTES: Record<TemplateKind, { list: RouteName; create: RouteName; edit: RouteName }> = {
  coupon: { list: 'couponTemplateList', create: 'couponTemplateCreate', edit: 'couponTemplateEdit' },
  news: { list: 'newsTemplateList', create: 'newsTemplateCreate', edit: 'newsTemplateEdit' },
};

/**
 * Customers, push templates and pushes of a service (see src-shared/api/customers.ts). Every
 * endpoint passes guardTenant and then reads and writes only the path's service.
 */
export function registerCustomerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  onPushSaved: () => void = () => undefined,
): void {
  const urlOf = (request: FastifyRequest, tenant: Tenant) => (id: number) =>
    mediaUrl(request, tenant.subdomain, id);

  app.get<TenantParams>('/:subdomain/customers', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'customerList', request.params.subdomain);
    const query = parseInput(customerListQuerySchema, request.query);
    const { items, total } = await listCustomersPage(ctx.db, tenant.id, query, query);
    return paginated(items, total, query, endpointUrl(request));
  });

  app.get<TenantParams>('/:subdomain/customers/linked', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'customerListLinked', request.params.subdomain);
    const query = parseInput(customerLinkedQuerySchema, request.query);
    const { items, total } = await listLinkedPage(ctx.db, tenant.id, query, query);
    return paginated(items, total, query, endpointUrl(request));
  });

  app.get<TenantParams>('/:subdomain/customers/count', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'customerList', request.params.subdomain);
    const filter = parseInput(customerFilterSchema, request.query);
    return { data: await countCustomers(ctx.db, tenant.id, filter) };
  });

  async function customerOrNotFound(serviceId: number, id: number) {
    const detail = await findCustomerDetail(ctx.db, serviceId, id);
    if (!detail) throw notFound();
    return detail;
  }

  app.get<IdParams>('/:subdomain/customers/:id', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'customerEdit', request.params.subdomain);
    return { data: await customerOrNotFound(tenant.id, pathId(request.params.id)) };
  });

  app.put<IdParams>('/:subdomain/customers/:id', async (request) => {
    const { caller, tenant } = await guardTenant(
      ctx,
      request,
      'customerEdit',
      request.params.subdomain,
    );
    const id = pathId(request.params.id);
    const { updatedAt, ...values } = parseInput(customerUpdateRequestSchema, request.body);
    await updateCustomer(ctx.db, {
      serviceId: tenant.id,
      customerId: id,
      changedBy: caller.userId,
      values,
      updatedAt,
      now: ctx.clock(),
    });
    return { message: ja.success.updated, data: await customerOrNotFound(tenant.id, id) };
  });

  // Push templates, one set of endpoints per kind.
  for (const kind of ['coupon', 'news'] as const) {
    const routes = TEMPLATE_ROUTES[kind];
    const base = `/:subdomain/push-templates/${kind}`;

    async function templateOrNotFound(request: FastifyRequest, tenant: Tenant, id: number) {
      const detail = await findTemplateDetail(ctx.db, tenant.id, kind, id, urlOf(request, tenant));
      if (!detail) throw notFound();
      return detail;
    }

    app.get<TenantParams>(base, async (request) => {
      const { tenant } = await guardTenant(ctx, request, routes.list, request.params.subdomain);
      const query = parseInput(templateListQuerySchema, request.query);
      const page = query.noPaginate ? null : query;
      const { items, total } = await listTemplatesPage(
        ctx.db,
        tenant.id,
        kind,
        query,
        page,
        urlOf(request, tenant),
      );
      return page ? paginated(items, total, page, endpointUrl(request)) : { data: items };
    });

    app.get<IdParams>(`${base}/:id`, async (request) => {
      const { tenant } = await guardTenant(ctx, request, routes.edit, request.params.subdomain);
      return { data: await templateOrNotFound(request, tenant, pathId(request.params.id)) };
    });

    app.post<TenantParams>(base, async (request, reply) => {
      const { caller, tenant } = await guardTenant(
        ctx,
        request,
        routes.create,
        request.params.subdomain,
      );
      const template = await readTemplate(request, kind, { serviceId: tenant.id, userId: caller.userId });
      const id = await createTemplate(ctx.db, {
        serviceId: tenant.id,
        createdBy: caller.userId,
        now: ctx.clock(),
        template,
      });
      return reply
        .code(201)
        .send({ message: ja.success.created, data: await templateOrNotFound(request, tenant, id) });
    });

    app.put<IdParams>(`${base}/:id`, async (request) => {
      const { caller, tenant } = await guardTenant(ctx, request, routes.edit, request.params.subdomain);
      const id = pathId(request.params.id);
      if (!(await templateExists(ctx.db, tenant.id, kind, id))) throw notFound();
      const { updatedAt, template } = await readTemplateUpdate(
        request,
        kind,
        { serviceId: tenant.id, userId: caller.userId },
        id,
      );
      await updateTemplate(ctx.db, { serviceId: tenant.id, id, updatedAt, now: ctx.clock(), template });
      return { message: ja.success.updated, data: await templateOrNotFound(request, tenant, id) };
    });

    deleteRoute<{ subdomain: string; id: string }>(app, `${base}/:id`, async (request) => {
      const { tenant } = await guardTenant(ctx, request, routes.edit, request.params.subdomain);
      const id = pathId(request.params.id);
      await deleteTemplate(ctx.db, { serviceId: tenant.id, kind, id, updatedAt: optionalVersion(request) });
      return { message: ja.success.deleted };
    });
  }

  type Uploader = { serviceId: number; userId: number };

  async function storeImages(files: { fileName: string; mimeType: string; data: Buffer }[], who: Uploader) {
    const ids: number[] = [];
    for (const file of files) {
      ids.push(
        await saveMedia(ctx.db, { serviceId: who.serviceId, uploadedBy: who.userId, kind: 'image', file }),
      );
    }
    return ids;
  }

  async function readTemplate(
    request: FastifyRequest,
    kind: TemplateKind,
    who: Uploader,
  ): Promise<TemplateValues> {
    if (kind === 'coupon') {
      const form = await readForm(request, { image: IMAGE_RULE });
      const values = parseInput(couponTemplateCreateRequestSchema, form.fields);
      const imageId = await imageChange(ctx.db, {
        serviceId: who.serviceId,
        uploadedBy: who.userId,
        file: form.files.image,
        remove: false,
      });
      return { kind, values, imageId: imageId ?? null };
    }
    const form = await readForm(request, { images: NEWS_TEMPLATE_IMAGES_RULE });
    const values = parseInput(newsTemplateCreateRequestSchema, form.fields);
    return { kind, values, imageIds: await storeImages(form.fileLists.images ?? [], who) };
  }

  async function readTemplateUpdate(
    request: FastifyRequest,
    kind: TemplateKind,
    who: Uploader,
    id: number,
  ): Promise<{ updatedAt: string; template: TemplateValues }> {
    if (kind === 'coupon') {
      const form = await readForm(request, { image: IMAGE_RULE });
      const { updatedAt, removeImage, ...values } = parseInput(
        couponTemplateUpdateRequestSchema,
        form.fields,
      );
      const imageId = await imageChange(ctx.db, {
        serviceId: who.serviceId,
        uploadedBy: who.userId,
        file: form.files.image,
        remove: removeImage === 1,
      });
      return { updatedAt, template: { kind, values, imageId } };
    }
    const form = await readForm(request, { images: NEWS_TEMPLATE_IMAGES_RULE });
    const { updatedAt, keepImageIds, ...values } = parseInput(newsTemplateUpdateRequestSchema, form.fields);
    const saved = await templateImageIds(ctx.db, id);
    const kept = keepImageIds.filter((imageId) => saved.includes(imageId));
    const files = form.fileLists.images ?? [];
    if (kept.length + files.length > NEWS_TEMPLATE_MAX_IMAGES) {
      throw validationFailed([{ name: 'images', message: NEWS_TEMPLATE_IMAGES_RULE.tooManyMessage }]);
    }
    return { updatedAt, template: { kind, values, imageIds: [...kept, ...(await storeImages(files, who))] } };
  }

  // Pushes

  app.get<TenantParams>('/:subdomain/push-notifications', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'couponTemplateList', request.params.subdomain);
    const query = parseInput(pushListQuerySchema, request.query);
    const { items, total } = await listPushesPage(ctx.db, tenant.id, query, query);
    return paginated(items, total, query, endpointUrl(request));
  });

  /** The request's template and audience, checked against the service. */
  async function readPush(request: FastifyRequest, tenant: Tenant) {
    const values = parseInput(pushCreateRequestSchema, request.body);
    const template =
      values.templateId === null ? null : await findTemplateForPush(ctx.db, tenant.id, values.templateId);
    if (!template) {
      throw validationFailed([
        {
          name: 'templateId',
          message: fieldMessage(ja.customers.push.fields.templateId, ja.validation.unknownChoice),
        },
      ]);
    }
    const filter =
      values.target === PUSH_TARGET.FILTERED ? (values.filter ?? customerFilterSchema.parse({})) : null;
    return { values, template, filter };
  }

  app.post<TenantParams>('/:subdomain/push-notifications/count', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'couponTemplateList', request.params.subdomain);
    const { filter } = await readPush(request, tenant);
    return { data: await countCustomers(ctx.db, tenant.id, filter) };
  });

  app.post<TenantParams>('/:subdomain/push-notifications', async (request, reply) => {
    const { caller, tenant } = await guardTenant(
      ctx,
      request,
      'couponTemplateList',
      request.params.subdomain,
    );
    const { values, template, filter } = await readPush(request, tenant);
    const now = ctx.clock();
    const scheduledAt = toInstant(values.scheduledAt) ?? now;
    if (values.sendTiming === SEND_TIMING.SCHEDULE && scheduledAt.getTime() <= now.getTime()) {
      throw validationFailed([
        {
          name: 'scheduledAt',
          message: fieldMessage(ja.customers.push.fields.scheduledAt, ja.customers.push.scheduledInPast),
        },
      ]);
    }
    const audience = await countCustomers(ctx.db, tenant.id, filter);
    const id = await createPush(ctx.db, {
      serviceId: tenant.id,
      createdBy: caller.userId,
      template,
      pushMessage: values.pushMessage,
      sendTiming: values.sendTiming ?? SEND_TIMING.IMMEDIATELY,
      scheduledAt,
      filter,
      recipientCount: audience.customers,
      now,
    });
    onPushSaved();
    const message =
      values.sendTiming === SEND_TIMING.SCHEDULE ? ja.customers.push.scheduled : ja.customers.push.sent;
    return reply.code(201).send({ message, data: await findPush(ctx.db, tenant.id, id) });
  });

  app.put<IdParams>('/:subdomain/push-notifications/:id/cancel', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'couponTemplateList', request.params.subdomain);
    const id = pathId(request.params.id);
    const { updatedAt } = parseInput(pushCancelRequestSchema, request.body);
    await cancelPush(ctx.db, { serviceId: tenant.id, id, updatedAt, now: ctx.clock() });
    return { message: ja.customers.push.cancelled, data: await findPush(ctx.db, tenant.id, id) };
  });
}
