import type { FastifyRequest } from 'fastify';
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
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { guardTenant } from '../../platform/auth/guard';
import type { Tenant } from '../../platform/auth/guard';
import { ownShopOf } from '../../platform/auth/reach';
import type { Caller } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import { found } from '../../platform/errors';
import { created, deleted, pageAnswer, updated } from '../../platform/http/answers';
import type { Endpoints } from '../../platform/http/endpoints';
import { pathId } from '../../platform/http/ids';
import type { UploadedFile } from '../../platform/http/multipart';
import { optionalVersion } from '../../platform/http/optimistic-lock';
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
import type { ModuleHttp } from '../../platform/module';

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
export function registerShopContentRoutes({ route }: ModuleHttp, ctx: AppContext): void {
  registerKind(route, ctx, GALLERY, GALLERY_FORM);
  registerKind(route, ctx, MENU, MENU_FORM);
  registerKind(route, ctx, TOP, TOP_FORM);
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
  route: Endpoints,
  ctx: AppContext,
  kind: ContentKind,
  form: ItemForm<C, U>,
): void {
  const paths = kind.paths;
  /** guardTenant for the kind's screen, and whose rows the caller works on. */
  const rows =
    (screen: keyof ContentKind['routes']) =>
    async (request: FastifyRequest, params: { subdomain: string }) => {
      const { caller, tenant } = await guardTenant(ctx, request, kind.routes[screen], params.subdomain);
      return { caller, tenant, owner: ownerOf(kind, caller, tenant) };
    };
  /** As rows, and the record's `{id}`. */
  const row =
    (screen: keyof ContentKind['routes']) =>
    async (request: FastifyRequest, params: { subdomain: string; id: string }) => ({
      ...(await rows(screen)(request, params)),
      id: pathId(params.id),
    });

  // Categories
  const categoryOrNotFound = async (owner: ContentOwner, id: number) => {
    return found(findCategory(ctx.db, kind, owner, id));
  };

  route.get(paths.categories, {
    access: rows('categories'),
    handler: ({ access: { owner } }) => listCategories(ctx.db, kind, owner),
  });

  route.post(paths.categories, {
    access: rows('categories'),
    body: contentCategoryCreateRequestSchema,
    status: 201,
    async handler({ access: { owner }, body: { name } }) {
      const id = await createCategory(ctx.db, kind, owner, name, ctx.clock());
      return created(await categoryOrNotFound(owner, id));
    },
  });

  route.put(paths.categoryOrder, {
    access: rows('categories'),
    body: contentOrderRequestSchema,
    async handler({ access: { owner }, body: order }) {
      const orderVersion = await reorderCategories(ctx.db, kind, owner, {
        ids: order.ids,
        orderVersion: order.orderVersion ?? -1,
      });
      return { message: ja.shopContent.orderSaved, orderVersion };
    },
  });

  route.get(paths.category, {
    access: row('categories'),
    async handler({ access: { owner, id } }) {
      return { data: await categoryOrNotFound(owner, id) };
    },
  });

  route.put(paths.category, {
    access: row('categories'),
    body: contentCategoryUpdateRequestSchema,
    async handler({ access: { owner, id }, body: { name, updatedAt } }) {
      await renameCategory(ctx.db, kind, owner, { id, name, updatedAt, now: ctx.clock() });
      return updated(await categoryOrNotFound(owner, id));
    },
  });

  route.delete(paths.category, {
    access: row('categories'),
    async handler({ request, access: { owner, id } }) {
      await deleteCategory(ctx.db, kind, owner, id, optionalVersion(request));
      return deleted();
    },
  });

  // Items
  const itemOrNotFound = async (request: FastifyRequest, tenant: Tenant, owner: ContentOwner, id: number) => {
    return found(findItem(ctx.db, kind, owner, id, mediaLinks(request, tenant)));
  };

  route.get(paths.list, {
    access: rows('list'),
    query: contentListQuerySchema,
    async handler({ request, access: { tenant, owner }, query }) {
      const page = query.noPaginate ? null : query;
      const filter = { categoryId: query.categoryId };
      const found = await listItems(ctx.db, kind, owner, filter, page, mediaLinks(request, tenant));
      if (!page) return { data: found.items, orderVersion: found.orderVersion };
      return { ...pageAnswer(request, found, page), orderVersion: found.orderVersion };
    },
  });

  route.put(paths.order, {
    access: rows('list'),
    body: contentItemOrderRequestSchema,
    async handler({ access: { owner }, body: order }) {
      const orderVersion = await reorderItems(ctx.db, kind, owner, {
        categoryId: order.categoryId ?? 0,
        ids: order.ids,
        orderVersion: order.orderVersion ?? -1,
      });
      return { message: ja.shopContent.orderSaved, orderVersion };
    },
  });

  route.get(paths.item, {
    access: row('list'),
    async handler({ request, access: { tenant, owner, id } }) {
      return { data: await itemOrNotFound(request, tenant, owner, id) };
    },
  });

  /** The item's photo: on a create, a kind that must have one answers its absence with the fields' errors. */
  const imageOnCreate = kind.image.required
    ? {
        image: {
          ...IMAGE_RULE,
          requiredMessage: fieldMessage(kind.image.label, ja.validation.photoRequired),
        },
      }
    : { image: IMAGE_RULE };
  const preparedImage = async (file: UploadedFile | undefined): Promise<PreparedImage | null> =>
    file ? prepareImage(file, 'image') : null;
  /** As row, and the item must be the owner's: another owner's id is 404 before its form is read. */
  const existingItem =
    (screen: keyof ContentKind['routes']) =>
    async (request: FastifyRequest, params: { subdomain: string; id: string }) => {
      const access = await row(screen)(request, params);
      await itemOrNotFound(request, access.tenant, access.owner, access.id);
      return access;
    };

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

  route.post(paths.list, {
    access: rows('create'),
    files: imageOnCreate,
    body: form.create,
    status: 201,
    async handler({ request, access: { caller, tenant, owner }, body, files }) {
      // The edge parsed the body with form.create; C is generic here, so its output is named.
      const values = body as z.output<C>;
      const image = await preparedImage(files.image);
      const id = await createItem(ctx.db, kind, owner, {
        category: categoryOf(values, owner),
        values: form.values(values),
        image: imageWriter(image, false, owner, caller),
        now: ctx.clock(),
      });
      return created(await itemOrNotFound(request, tenant, owner, id));
    },
  });

  route.put(paths.item, {
    access: existingItem('edit'),
    files: { image: IMAGE_RULE },
    body: form.update,
    async handler({ request, access: { caller, tenant, owner, id }, body, files }) {
      const values = body as z.output<U>;
      const image = await preparedImage(files.image);
      await updateItem(ctx.db, kind, owner, id, {
        category: categoryOf(values, owner),
        values: form.values(values),
        image: imageWriter(image, form.removesImage?.(values) ?? false, owner, caller),
        updatedAt: (values as { updatedAt?: string }).updatedAt,
        now: ctx.clock(),
      });
      return updated(await itemOrNotFound(request, tenant, owner, id));
    },
  });

  route.delete(paths.item, {
    access: row('edit'),
    async handler({ request, access: { owner, id } }) {
      await deleteItem(ctx.db, kind, owner, id, optionalVersion(request));
      return deleted();
    },
  });
}
