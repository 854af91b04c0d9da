import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  API_PATHS,
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
import { toInstant } from '@shared/datetime';
import { ja } from '@shared/messages';
import type { RouteName } from '@shared/routes';
import { fieldMessage } from '@shared/validation';
import { guardsOf } from '../../platform/auth/guard';
import type { Tenant, TenantAccess } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import { found, notFound, validationFailed } from '../../platform/errors';
import { created, deleted, listAnswer, pageAnswer, updated } from '../../platform/http/answers';
import type { Endpoints } from '../../platform/http/endpoints';
import type { FileRule, FormInput } from '../../platform/http/multipart';
import { optionalVersion } from '../../platform/http/optimistic-lock';
import { IMAGE_RULE } from '../../platform/media/rules';
import { imageChange, saveImages } from '../../platform/media/store';
import { mediaUrl } from '../../platform/media/urls';
import { cancelPush, createPush, findPush, listPushesPage } from './pushes';
import { countCustomers, findCustomerDetail, listCustomersPage, listLinkedPage } from './reads';
import {
  createTemplate,
  deleteTemplate,
  findTemplateDetail,
  findTemplateForPush,
  listTemplates,
  templateExists,
  templateImageIds,
  updateTemplate,
} from './templates';
import type { TemplateValues } from './templates';
import { updateCustomer } from './writes';
import type { ModuleHttp } from '../../platform/module';

type PushCreateValues = z.output<typeof pushCreateRequestSchema>;
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
  { route, guards }: ModuleHttp,
  ctx: AppContext,
  onPushSaved: () => void = () => undefined,
): void {
  route.get(API_PATHS.customers.list, {
    access: guards.tenant('customerList'),
    query: customerListQuerySchema,
    async handler({ request, access: { tenant }, query }) {
      return pageAnswer(request, await listCustomersPage(ctx.db, tenant.id, query, query), query);
    },
  });

  route.get(API_PATHS.customers.linked, {
    access: guards.tenant('customerListLinked'),
    query: customerLinkedQuerySchema,
    async handler({ request, access: { tenant }, query }) {
      return pageAnswer(request, await listLinkedPage(ctx.db, tenant.id, query, query), query);
    },
  });

  route.get(API_PATHS.customers.count, {
    access: guards.tenant('customerList'),
    query: customerFilterSchema,
    async handler({ access: { tenant }, query }) {
      return { data: await countCustomers(ctx.db, tenant.id, query) };
    },
  });

  async function customerOrNotFound(serviceId: number, id: number) {
    return found(findCustomerDetail(ctx.db, serviceId, id));
  }

  route.get(API_PATHS.customers.item, {
    access: guards.record('customerEdit'),
    async handler({ access: { tenant, id } }) {
      return { data: await customerOrNotFound(tenant.id, id) };
    },
  });

  route.put(API_PATHS.customers.item, {
    access: guards.record('customerEdit'),
    body: customerUpdateRequestSchema,
    async handler({ access: { caller, tenant, id }, body: { updatedAt, ...values } }) {
      await updateCustomer(ctx.db, {
        serviceId: tenant.id,
        customerId: id,
        changedBy: caller.userId,
        values,
        updatedAt,
        now: ctx.clock(),
      });
      return updated(await customerOrNotFound(tenant.id, id));
    },
  });

  registerTemplateRoutes(route, ctx, 'coupon', COUPON_TEMPLATE_FORM);
  registerTemplateRoutes(route, ctx, 'news', NEWS_TEMPLATE_FORM);

  // Pushes

  route.get(API_PATHS.pushes.list, {
    access: guards.tenant('couponTemplateList'),
    query: pushListQuerySchema,
    async handler({ request, access: { tenant }, query }) {
      return pageAnswer(request, await listPushesPage(ctx.db, tenant.id, query, query), query);
    },
  });

  /** The request's template and audience, checked against the service. */
  async function pushOf(tenant: Tenant, values: PushCreateValues) {
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
    return { template, filter };
  }

  route.post(API_PATHS.pushes.count, {
    access: guards.tenant('couponTemplateList'),
    body: pushCreateRequestSchema,
    async handler({ access: { tenant }, body }) {
      const { filter } = await pushOf(tenant, body);
      return { data: await countCustomers(ctx.db, tenant.id, filter) };
    },
  });

  route.post(API_PATHS.pushes.list, {
    access: guards.tenant('couponTemplateList'),
    body: pushCreateRequestSchema,
    status: 201,
    async handler({ access: { caller, tenant }, body: values }) {
      const { template, filter } = await pushOf(tenant, values);
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
      return { message, data: await findPush(ctx.db, tenant.id, id) };
    },
  });

  route.put(API_PATHS.pushes.cancel, {
    access: guards.record('couponTemplateList'),
    body: pushCancelRequestSchema,
    async handler({ access: { tenant, id }, body: { updatedAt } }) {
      await cancelPush(ctx.db, { serviceId: tenant.id, id, updatedAt, now: ctx.clock() });
      return { message: ja.customers.push.cancelled, data: await findPush(ctx.db, tenant.id, id) };
    },
  });
}

/**
 * How a kind's template form is read: its files, its create and update schemas, and the values
 * to save (its images stored on the way).
 */
interface TemplateForm<C extends z.ZodType, U extends z.ZodType> {
  files: Record<string, FileRule>;
  create: C;
  update: U;
  values(input: CreateInput<C>): Promise<TemplateValues>;
  updateValues(input: UpdateInput<U>): Promise<{ updatedAt: string | undefined; template: TemplateValues }>;
}

type Uploader = { serviceId: number; uploadedBy: number };
interface CreateInput<C extends z.ZodType> {
  db: Database;
  body: z.output<C>;
  files: FormInput['files'];
  fileLists: FormInput['fileLists'];
  upload: Uploader;
}
interface UpdateInput<U extends z.ZodType> extends Omit<CreateInput<U>, 'body'> {
  body: z.output<U>;
  id: number;
}

const COUPON_TEMPLATE_FORM: TemplateForm<
  typeof couponTemplateCreateRequestSchema,
  typeof couponTemplateUpdateRequestSchema
> = {
  files: { image: IMAGE_RULE },
  create: couponTemplateCreateRequestSchema,
  update: couponTemplateUpdateRequestSchema,
  async values({ db, body, files, upload }) {
    const imageId = await imageChange(db, { ...upload, file: files.image, remove: false });
    return { kind: 'coupon', values: body, imageId: imageId ?? null };
  },
  async updateValues({ db, body: { updatedAt, removeImage, ...values }, files, upload }) {
    const imageId = await imageChange(db, { ...upload, file: files.image, remove: removeImage === 1 });
    return { updatedAt, template: { kind: 'coupon', values, imageId } };
  },
};

const NEWS_TEMPLATE_FORM: TemplateForm<
  typeof newsTemplateCreateRequestSchema,
  typeof newsTemplateUpdateRequestSchema
> = {
  files: { images: NEWS_TEMPLATE_IMAGES_RULE },
  create: newsTemplateCreateRequestSchema,
  update: newsTemplateUpdateRequestSchema,
  async values({ db, body, fileLists, upload }) {
    return { kind: 'news', values: body, imageIds: await saveImages(db, upload, fileLists.images ?? []) };
  },
  async updateValues({ db, body: { updatedAt, keepImageIds, ...values }, fileLists, upload, id }) {
    const saved = await templateImageIds(db, id);
    const kept = keepImageIds.filter((imageId) => saved.includes(imageId));
    const files = fileLists.images ?? [];
    if (kept.length + files.length > NEWS_TEMPLATE_MAX_IMAGES) {
      throw validationFailed([{ name: 'images', message: NEWS_TEMPLATE_IMAGES_RULE.tooManyMessage }]);
    }
    const imageIds = [...kept, ...(await saveImages(db, upload, files))];
    return { updatedAt, template: { kind: 'news', values, imageIds } };
  },
};

/** The push templates of one kind: their list, detail, create, update and delete. */
function registerTemplateRoutes<C extends z.ZodType, U extends z.ZodType>(
  route: Endpoints,
  ctx: AppContext,
  kind: TemplateKind,
  form: TemplateForm<C, U>,
): void {
  const guards = guardsOf(ctx);
  const screens = TEMPLATE_ROUTES[kind];
  const paths = API_PATHS.pushTemplates[kind];
  const uploader = ({ tenant, caller }: TenantAccess): Uploader => ({
    serviceId: tenant.id,
    uploadedBy: caller.userId,
  });

  async function templateOrNotFound(request: FastifyRequest, tenant: Tenant, id: number) {
    return found(
      findTemplateDetail(ctx.db, tenant.id, kind, id, (mediaId) =>
        mediaUrl(request, tenant.subdomain, mediaId),
      ),
    );
  }

  route.get(paths.list, {
    access: guards.tenant(screens.list),
    query: templateListQuerySchema,
    async handler({ request, access: { tenant }, query }) {
      const urlOf = (id: number) => mediaUrl(request, tenant.subdomain, id);
      return listAnswer(request, query, (page) => listTemplates(ctx.db, tenant.id, kind, query, page, urlOf));
    },
  });

  route.get(paths.item, {
    access: guards.record(screens.edit),
    async handler({ request, access: { tenant, id } }) {
      return { data: await templateOrNotFound(request, tenant, id) };
    },
  });

  route.post(paths.list, {
    access: guards.tenant(screens.create),
    files: form.files,
    body: form.create,
    status: 201,
    async handler({ request, access, body, files, fileLists }) {
      // A generic schema's parsed type stays deferred: the endpoint parsed it with form.create.
      const values = body as z.output<C>;
      const template = await form.values({
        db: ctx.db,
        body: values,
        files,
        fileLists,
        upload: uploader(access),
      });
      const { tenant, caller } = access;
      const id = await createTemplate(ctx.db, {
        serviceId: tenant.id,
        createdBy: caller.userId,
        now: ctx.clock(),
        template,
      });
      return created(await templateOrNotFound(request, tenant, id));
    },
  });

  // The template must be there before its form (and its images) is read.
  const existing = (request: FastifyRequest, params: { subdomain: string; id: string }) =>
    guards
      .record(screens.edit)(request, params)
      .then(async (access) => {
        if (!(await templateExists(ctx.db, access.tenant.id, kind, access.id))) throw notFound();
        return access;
      });

  route.put(paths.item, {
    access: existing,
    files: form.files,
    body: form.update,
    async handler({ request, access, body, files, fileLists }) {
      const values = body as z.output<U>;
      const input = { db: ctx.db, body: values, files, fileLists, upload: uploader(access), id: access.id };
      const { updatedAt, template } = await form.updateValues(input);
      const { tenant, id } = access;
      await updateTemplate(ctx.db, { serviceId: tenant.id, id, updatedAt, now: ctx.clock(), template });
      return updated(await templateOrNotFound(request, tenant, id));
    },
  });

  route.delete(paths.item, {
    access: guards.record(screens.edit),
    async handler({ request, access: { tenant, id } }) {
      await deleteTemplate(ctx.db, { serviceId: tenant.id, kind, id, updatedAt: optionalVersion(request) });
      return deleted();
    },
  });
}
