import { and, eq } from 'drizzle-orm';
import type { ShopFormValues } from '@shared/validation';
import { shopCreateFormSchema, shopFormSchema } from '@shared/validation';
import {
  checkStoreImportRow,
  repeatedEmailErrors,
  repeatedShopCodeErrors,
  STORE_IMPORT_HEADER,
  storeImportColumnOf,
  storeImportShopCodeOf,
} from '@shared/imports';
import type { StoreImportLookups } from '@shared/imports';
import { ja } from '@shared/messages';
import { prefectures } from '../address/japan-post';
import type { Database } from '../db/client';
import { genres, groups, serviceTags, shops } from '../db/schema';
import type { Importer, ImportContext } from '../jobs/imports/importer';
import { emailErrors } from '../queries/accounts';
import type { PasswordPolicy } from '../queries/accounts';
import { storeReferenceErrors } from '../queries/store-references';
import { createStore, updateStore } from '../queries/store-writes';
import { entriesToRowErrors } from './row-errors';

/** A checked row: the shop it updates (null: a new shop) and the form values. */
interface StoreRow {
  shopId: number | null;
  values: ShopFormValues;
}

const labels = ja.forms.shop;

async function lookupsOf(ctx: ImportContext): Promise<StoreImportLookups> {
  const cached = ctx.scratch.get('lookups') as StoreImportLookups | undefined;
  if (cached) return cached;
  const [groupRows, genreRows, tagRows] = await Promise.all([
    ctx.tx
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(eq(groups.serviceId, ctx.serviceId)),
    ctx.tx.select({ id: genres.id, name: genres.name }).from(genres),
    ctx.tx
      .select({ id: serviceTags.id, name: serviceTags.name })
      .from(serviceTags)
      .where(eq(serviceTags.serviceId, ctx.serviceId)),
  ]);
  const lookups = { prefectures: prefectures(), groups: groupRows, genres: genreRows, serviceTags: tagRows };
  ctx.scratch.set('lookups', lookups);
  return lookups;
}

async function shopIdByCode(db: Database, serviceId: number, shopCode: string): Promise<number | null> {
  if (shopCode === '') return null;
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.serviceId, serviceId), eq(shops.shopCode, shopCode)));
  return shop?.id ?? null;
}

/** The shop codes and new accounts' e-mails of the file's earlier rows. */
function seenInFile(ctx: ImportContext): Set<string> {
  const seen = (ctx.scratch.get('seen') as Set<string> | undefined) ?? new Set<string>();
  ctx.scratch.set('seen', seen);
  return seen;
}

/**
 * `stores/uploads`: creates or updates shops, one per row, with the shop form's schema (the
 * create form when the shop code is new) and the server's own checks, as the form would.
 */
export function storesImporter(passwordValidityDays: number): Importer<StoreRow> {
  const policy = (ctx: ImportContext): PasswordPolicy => ({
    now: ctx.now,
    validityDays: passwordValidityDays,
  });
  return {
    header: STORE_IMPORT_HEADER,

    async validateRow(row, ctx) {
      const shopId = await shopIdByCode(ctx.tx, ctx.serviceId, storeImportShopCodeOf(row.cells));
      const schema = shopId === null ? shopCreateFormSchema : shopFormSchema;
      const checked = checkStoreImportRow(row.cells, await lookupsOf(ctx), schema);
      if (!checked.ok) return checked;
      const { values } = checked;
      const errors = [
        ...entriesToRowErrors(
          await storeReferenceErrors(ctx.tx, ctx.serviceId, values, shopId ?? undefined),
          storeImportColumnOf,
        ),
        ...(shopId === null
          ? entriesToRowErrors(await emailErrors(ctx.tx, values.email, labels.email), storeImportColumnOf)
          : []),
        ...repeatedShopCodeErrors(seenInFile(ctx), values.shopCode),
        ...(shopId === null ? repeatedEmailErrors(seenInFile(ctx), values.email) : []),
      ];
      return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { shopId, values } };
    },

    async apply(rows, tx, ctx) {
      for (const { shopId, values } of rows) {
        if (shopId === null) await createStore(tx, ctx.serviceId, values, policy(ctx));
        else await updateStore(tx, ctx.serviceId, shopId, { ...values, updatedAt: null }, policy(ctx));
      }
    },
  };
}
