import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  contentCategoryCreateRequestSchema,
  contentCategoryUpdateRequestSchema,
  contentItemOrderRequestSchema,
  contentListQuerySchema,
  contentOrderRequestSchema,
  galleryCreateRequestSchema,
  galleryUpdateRequestSchema,
  menuCreateRequestSchema,
  menuUpdateRequestSchema,
  topCreateRequestSchema,
  topUpdateRequestSchema,
} from '@shared/api';
import type { ErrorEntry } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { guardTenant } from '../../platform/auth/guard';
import type { Tenant } from '../../platform/auth/guard';
import { ownShopOf } from '../../platform/auth/reach';
import type { Caller } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import { notFound, validationFailed } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';
import { readForm } from '../../platform/http/multipart';
import { deleteRoute } from '../../platform/http/method-override';
import { optionalVersion } from '../../platform/http/optimistic-lock';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { fieldErrors, parseInput } from '../../platform/http/validation';
import { IMAGE_RULE } from '../../platform/media/rules';
import { prepareImage, storeImage } from '../../platform/media/thumbnails';
import type { PreparedImage } from '../../platform/media/thumbnails';
import { mediaUrl, thumbnailUrl } from '../../platform/media/urls';
import {
  createCategory,
  createCategoryIn,
  deleteCategory,
  findCategory,
  listCategories,
  renameCategory,
} from './categories';
import {
  createItem,
  deleteItem,
  findItem,
  listItems,
  reorderCategories,
  reorderItems,
  updateItem,
} from './items';
import type { MediaLinks } from './items';
import { GALLERY, MENU, TOP } from './kinds';
import type { ContentKind, ContentOwner } from './kinds';

type TenantParams = { Params: { subdomain: string } };
type RecordParams = { Params: { subdomain: string; id: string } };

/** How a kind's form becomes columns: its request schemas and the values they give. */
interface ItemForm<C extends z.ZodType, U extends z.ZodType> {
  create: C;
  update: U;
  values(form: z.output<C> | z.output<U>): Record<string, unknown>;
  categoryId(form: z.output<C> | z.output<U>): number | null;
  /** A menu item may name a new category instead of choosing one. */
  newCategoryName?(form: z.output<C> | z.output<U>): string;
  removesImage?(form: z.output<C> | z.output<U>): boolean;
}

const GALLERY_FORM: ItemForm<typeof galleryCreateRequestSchema, typeof galleryUpdateRequestSchema> = {
  create: galleryCreateRequestSchema,
  update: galleryUpdateRequestSchema,
  values: (form) => ({ comment: form.comment }),
  categoryId: (form) => form.categoryId,
};

const MENU_FORM: ItemForm<typeof menuCreateRequestSchema, typeof menuUpdateRequestSchema> = {
  create: menuCreateRequestSchema,
  update: menuUpdateRequestSchema,
  values: (form) => ({ name: form.name, comment: form.comment, price: form.price }),
  categoryId: (form) => form.categoryId,
  newCategoryName: (form) => form.categoryName,
  removesImage: (form) => form.removeImage === 1,
};

const TOP_FORM: ItemForm<typeof topCreateRequestSchema, typeof topUpdateRequestSchema> = {
  create: topCreateRequestSchema,
  update: topUpdateRequestSchema,
  values: (form) => ({ name: form.name, redirectUrl: form.redirectUrl }),
  categoryId: (form) => form.topCategoryId,
};

/**
 * The gallery, the menu and the top-page display (see src-shared/api/shop-content.ts): each
 * kind's categories and items, their reordering, and their images with thumbnails.
 */
export function registerShopContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerKind(app, ctx, GALLERY, GALLERY_FORM);
  registerKind(app, ctx, MENU, MENU_FORM);
  registerKind(app, ctx, TOP, TOP_FORM);
}

function ownerOf(kind: ContentKind, caller: Caller, tenant: Tenant): ContentOwner {
  return { serviceId: tenant.id, shopId: kind.perShop ? ownShopOf(caller) : null };
}

function mediaLinks(request: FastifyRequest, tenant: Tenant): MediaLinks {
  return {
    image: (id) => mediaUrl(request, tenant.subdomain, id),
    thumbnail: (id) => thumbnailUrl(request, tenant.subdomain, id),
  };
}

function registerKind<C extends z.ZodType, U extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  kind: ContentKind,
  form: ItemForm<C, U>,
): void {
  const base = `/:subdomain/${kind.path}`;
  const access = async (request: FastifyRequest<TenantParams>, route: keyof ContentKind['routes']) => {
    const { caller, tenant } = await guardTenant(
      ctx,
      request,
      kind.routes[route],
      request.params.subdomain,
    );
    return { caller, tenant, owner: ownerOf(kind, caller, tenant) };
  };

  // Categories
  const categoryOrNotFound = async (owner: ContentOwner, id: number) => {
    const category = await findCategory(ctx.db, kind, owner, id);
    if (!category) throw notFound();
    return category;
  };

  app.get<TenantParams>(`${base}/categories`, async (request) => {
    const { owner } = await access(request, 'categories');
    return listCategories(ctx.db, kind, owner);
  });

  app.post<TenantParams>(`${base}/categories`, async (request, reply) => {
    const { owner } = await access(request, 'categories');
    const { name } = parseInput(contentCategoryCreateRequestSchema, request.body);
    const id = await createCategory(ctx.db, kind, owner, name, ctx.clock());
    return reply.code(201).send({ message: ja.success.created, data: await categoryOrNotFound(owner, id) });
  });

  app.put<TenantParams>(`${base}/categories/order`, async (request) => {
    const { owner } = await access(request, 'categories');
    const order = parseInput(contentOrderRequestSchema, request.body);
    const orderVersion = await reorderCategories(ctx.db, kind, owner, {
      ids: order.ids,
      orderVersion: order.orderVersion ?? -1,
    });
    return { message: ja.shopContent.orderSaved, orderVersion };
  });

  app.get<RecordParams>(`${base}/categories/:id`, async (request) => {
    const { owner } = await access(request, 'categories');
    return { data: await categoryOrNotFound(owner, pathId(request.params.id)) };
  });

  app.put<RecordParams>(`${base}/categories/:id`, async (request) => {
    const { owner } = await access(request, 'categories');
    const id = pathId(request.params.id);
    const { name, updatedAt } = parseInput(contentCategoryUpdateRequestSchema, request.body);
    await renameCategory(ctx.db, kind, owner, { id, name, updatedAt, now: ctx.clock() });
    return { message: ja.success.updated, data: await categoryOrNotFound(owner, id) };
  });

  deleteRoute<RecordParams['Params']>(app, `${base}/categories/:id`, async (request) => {
    const { owner } = await access(request, 'categories');
    await deleteCategory(ctx.db, kind, owner, pathId(request.params.id), optionalVersion(request));
    return { message: ja.success.deleted };
  });

  // Items
  const itemOrNotFound = async (request: FastifyRequest, tenant: Tenant, owner: ContentOwner, id: number) => {
    const item = await findItem(ctx.db, kind, owner, id, mediaLinks(request, tenant));
    if (!item) throw notFound();
    return item;
  };

  app.get<TenantParams>(base, async (request) => {
    const { tenant, owner } = await access(request, 'list');
    const query = parseInput(contentListQuerySchema, request.query);
    const { items, total, orderVersion } = await listItems(
      ctx.db,
      kind,
      owner,
      { categoryId: query.categoryId },
      query.noPaginate ? null : query,
      mediaLinks(request, tenant),
    );
    if (query.noPaginate) return { data: items, orderVersion };
    return { ...paginated(items, total, query, endpointUrl(request)), orderVersion };
  });

  app.put<TenantParams>(`${base}/order`, async (request) => {
    const { owner } = await access(request, 'list');
    const order = parseInput(contentItemOrderRequestSchema, request.body);
    const orderVersion = await reorderItems(ctx.db, kind, owner, {
      categoryId: order.categoryId ?? 0,
      ids: order.ids,
      orderVersion: order.orderVersion ?? -1,
    });
    return { message: ja.shopContent.orderSaved, orderVersion };
  });

  app.get<RecordParams>(`${base}/:id`, async (request) => {
    const { tenant, owner } = await access(request, 'list');
    return { data: await itemOrNotFound(request, tenant, owner, pathId(request.params.id)) };
  });

  /** The form's fields and image, with every field error (the photo's too) in one 422. */
  async function readItemForm<S extends z.ZodType>(request: FastifyRequest, schema: S, creating: boolean) {
    const input = await readForm(request, { image: IMAGE_RULE });
    const errors: ErrorEntry[] = fieldErrors(schema, input.fields);
    const file = input.files.image;
    if (creating && kind.image.required && !file)
      errors.push({ name: 'image', message: fieldMessage(kind.image.label, ja.validation.photoRequired) });
    if (errors.length > 0) throw validationFailed(errors);
    const values = parseInput(schema, input.fields);
    const image: PreparedImage | null = file ? await prepareImage(file, 'image') : null;
    return { values, image };
  }

  const imageWriter =
    (image: PreparedImage | null, remove: boolean, owner: ContentOwner, caller: Caller) =>
    async (tx: Database) => {
      if (image) return storeImage(tx, image, { serviceId: owner.serviceId, uploadedBy: caller.userId });
      return remove && !kind.image.required ? null : undefined;
    };

  const categoryOf = (values: z.output<C> | z.output<U>, owner: ContentOwner) => {
    const newName = form.newCategoryName?.(values) ?? '';
    if (newName !== '') {
      return (tx: Database) => createCategoryIn(tx, kind, owner, newName, ctx.clock(), 'categoryName');
    }
    return form.categoryId(values) ?? 0;
  };

  app.post<TenantParams>(base, async (request, reply) => {
    const { caller, tenant, owner } = await access(request, 'create');
    const { values, image } = await readItemForm(request, form.create, true);
    const id = await createItem(ctx.db, kind, owner, {
      category: categoryOf(values, owner),
      values: form.values(values),
      image: imageWriter(image, false, owner, caller),
      now: ctx.clock(),
    });
    return reply
      .code(201)
      .send({ message: ja.success.created, data: await itemOrNotFound(request, tenant, owner, id) });
  });

  app.put<RecordParams>(`${base}/:id`, async (request) => {
    const { caller, tenant, owner } = await access(request, 'edit');
    const id = pathId(request.params.id);
    // Another owner's id is 404 before its form is read.
    await itemOrNotFound(request, tenant, owner, id);
    const { values, image } = await readItemForm(request, form.update, false);
    await updateItem(ctx.db, kind, owner, id, {
      category: categoryOf(values, owner),
      values: form.values(values),
      image: imageWriter(image, form.removesImage?.(values) ?? false, owner, caller),
      updatedAt: (values as { updatedAt: string }).updatedAt,
      now: ctx.clock(),
    });
    return { message: ja.success.updated, data: await itemOrNotFound(request, tenant, owner, id) };
  });

  deleteRoute<RecordParams['Params']>(app, `${base}/:id`, async (request) => {
    const { owner } = await access(request, 'edit');
    await deleteItem(ctx.db, kind, owner, pathId(request.params.id), optionalVersion(request));
    return { message: ja.success.deleted };
  });
}
