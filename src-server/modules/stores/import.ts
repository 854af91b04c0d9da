import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACCOUNT_STATUS, ROLE_STORE, SHOP_STATUS } from '@shared/constants';
import { shopCreateFormSchema, shopFormSchema } from '@shared/validation';
import type { ShopFormValues } from '@shared/validation';
import {
  checkStoreImportRow,
  repeatedEmailErrors,
  repeatedShopCodeErrors,
  STORE_IMPORT_FILE,
  storeImportColumnOf,
  storeImportShopCodeOf,
} from '@shared/imports';
import type { StoreImportLookups } from '@shared/imports';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { prefectures } from '../../platform/address/japan-post';
import { municipalityErrors } from '../../platform/address/validation';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { bulkInsert, bulkUpdate } from '../../platform/db/bulk';
import type { Database } from '../../platform/db/client';
import { genres, groups, serviceTags, shops, users } from '../../platform/db/schema';
import type { Importer, ImportContext, RowCheck, RowError } from '../../platform/jobs/imports/importer';
import { normalizeEmail } from '../users';
import { shopColumns } from './writes';
import { DAY_MS } from '../../platform/settings';
import { entriesToRowErrors } from '../../platform/jobs/imports/row-errors';

/** The shop's columns, every one present: an EC password the row leaves empty is null, and kept. */
type ShopColumns = Omit<ReturnType<typeof shopColumns>, 'ecShopPassword'> & { ecShopPassword: string | null };

function columnsOf(values: ShopFormValues): { columns: ShopColumns; keepsEcPassword: boolean } {
  const all = shopColumns(values);
  const keepsEcPassword = !('ecShopPassword' in all);
  return {
    columns: { ...all, ecShopPassword: 'ecShopPassword' in all ? (all.ecShopPassword ?? null) : null },
    keepsEcPassword,
  };
}

/** A new password's stored form, hashed during the dry run. */
interface NewPassword {
  passwordHash: string;
  passwordExpiredAt: string;
}

/** A checked row: the shop's columns, and what happens to its store account. */
interface StoreRow {
  shopId: number | null;
  columns: ShopColumns;
  keepsEcPassword: boolean;
  /** The account to open (a new shop, or one without an account given a password). */
  open: { email: string; nameSei: string; nameMei: string; password: NewPassword } | null;
  /** The existing account's new password. */
  reset: { accountId: number; password: NewPassword } | null;
}

const labels = ja.forms.shop;

/** A shop of the file's codes as it is now, with its store account. */
interface ExistingShop {
  id: number;
  shopCode: string;
  updatedAt: Date;
  columns: Record<string, unknown>;
  account: { id: number; passwordHash: string } | null;
}

async function lookupsOf(db: Database, ctx: ImportContext): Promise<StoreImportLookups> {
  const cached = ctx.scratch.get('lookups') as StoreImportLookups | undefined;
  if (cached) return cached;
  const [groupRows, genreRows, tagRows] = await Promise.all([
    db.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.serviceId, ctx.serviceId)),
    db.select({ id: genres.id, name: genres.name }).from(genres),
    db
      .select({ id: serviceTags.id, name: serviceTags.name })
      .from(serviceTags)
      .where(eq(serviceTags.serviceId, ctx.serviceId)),
  ]);
  const lookups = { prefectures: prefectures(), groups: groupRows, genres: genreRows, serviceTags: tagRows };
  ctx.scratch.set('lookups', lookups);
  return lookups;
}

/** The shops of these codes in the service, with their store accounts: two queries. */
async function existingShops(
  db: Database,
  serviceId: number,
  codes: readonly string[],
  lock: boolean,
): Promise<Map<string, ExistingShop>> {
  if (codes.length === 0) return new Map();
  const query = db
    .select()
    .from(shops)
    .where(and(eq(shops.serviceId, serviceId), inArray(shops.shopCode, [...codes])));
  const shopRows = lock ? await query.for('update') : await query;
  const ids = shopRows.map((shop) => shop.id);
  const accounts =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, shopId: users.shopId, passwordHash: users.passwordHash })
          .from(users)
          .where(and(inArray(users.shopId, ids), eq(users.role, ROLE_STORE)))
          .orderBy(asc(users.id));
  const accountOf = new Map<number, { id: number; passwordHash: string }>();
  for (const account of accounts)
    if (account.shopId !== null && !accountOf.has(account.shopId)) accountOf.set(account.shopId, account);
  return new Map(
    shopRows.map((shop) => [
      shop.shopCode ?? '',
      {
        id: shop.id,
        shopCode: shop.shopCode ?? '',
        updatedAt: shop.updatedAt,
        columns: shop,
        account: accountOf.get(shop.id) ?? null,
      },
    ]),
  );
}

/** The shop and its account as the row was checked against: any write to either changes it. */
function versionOf(shop: ExistingShop): string {
  const account = shop.account
    ? `${shop.account.id}:${createHash('sha256').update(shop.account.passwordHash).digest('hex').slice(0, 16)}`
    : '-';
  return `${shop.updatedAt.toISOString()}/${account}`;
}

async function takenEmails(db: Database, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Set(rows.map((row) => row.email));
}

function sameColumns(
  columns: ShopColumns,
  keepsEcPassword: boolean,
  existing: Record<string, unknown>,
): boolean {
  return Object.entries(columns).every(
    ([key, value]) =>
      (keepsEcPassword && key === 'ecShopPassword') || (existing[key] ?? null) === (value ?? null),
  );
}

/**
 * `stores/uploads`: creates or updates shops by shop code, with the shop form's schema (the
 * create form when the code is new) and the checks the form gets from the server. A typed
 * password sets the store account's (or opens one); an empty one keeps it.
 */
export function storesImporter(passwordValidityDays: number): Importer<StoreRow> {
  async function newPassword(password: string, now: Date): Promise<NewPassword> {
    return {
      // scrypt runs on libuv's thread pool: the event loop goes on meanwhile.
      passwordHash: await hashPassword(password),
      passwordExpiredAt: new Date(now.getTime() + passwordValidityDays * DAY_MS).toISOString(),
    };
  }

  async function checkRow(
    values: ShopFormValues,
    shop: ExistingShop | null,
    emailTaken: boolean,
    ctx: ImportContext,
  ): Promise<RowCheck<StoreRow>> {
    const opensAccount = shop === null || (shop.account === null && values.password !== '');
    const seen = seenInFile(ctx);
    const errors: RowError[] = [
      ...entriesToRowErrors(
        municipalityErrors(values.prefectureId, values.municipalityId, labels.municipalityId),
        storeImportColumnOf,
      ),
      ...(opensAccount && emailTaken
        ? [{ column: labels.email, message: fieldMessage(labels.email, ja.validation.alreadyRegistered) }]
        : []),
      ...(shop && values.ecShopId !== '' && values.ecShopPassword === '' && !shop.columns.ecShopPassword
        ? [
            {
              column: labels.ecShopPassword,
              message: fieldMessage(labels.ecShopPassword, ja.validation.required),
            },
          ]
        : []),
      ...repeatedShopCodeErrors(seen, values.shopCode),
      ...(opensAccount ? repeatedEmailErrors(seen, values.email) : []),
    ];
    if (errors.length > 0) return { ok: false, errors };
    const { columns, keepsEcPassword } = columnsOf(values);
    const key = values.shopCode;
    if (!shop) {
      const open = {
        email: normalizeEmail(values.email),
        nameSei: values.nameSei,
        nameMei: values.nameMei,
        password: await newPassword(values.password, ctx.now),
      };
      return {
        ok: true,
        change: 'create',
        key,
        version: null,
        value: { shopId: null, columns, keepsEcPassword, open, reset: null },
      };
    }
    let open: StoreRow['open'] = null;
    let reset: StoreRow['reset'] = null;
    if (values.password !== '') {
      if (!shop.account)
        open = {
          email: normalizeEmail(values.email),
          nameSei: values.nameSei,
          nameMei: values.nameMei,
          password: await newPassword(values.password, ctx.now),
        };
      else if (!(await verifyPassword(values.password, shop.account.passwordHash)))
        reset = { accountId: shop.account.id, password: await newPassword(values.password, ctx.now) };
    }
    const change =
      open || reset || !sameColumns(columns, keepsEcPassword, shop.columns) ? 'update' : 'unchanged';
    return {
      ok: true,
      change,
      key,
      version: versionOf(shop),
      value: { shopId: shop.id, columns, keepsEcPassword, open, reset },
    };
  }

  return {
    header: STORE_IMPORT_FILE,

    async checkRows(rows, db, ctx) {
      const lookups = await lookupsOf(db, ctx);
      const existing = await existingShops(
        db,
        ctx.serviceId,
        [...new Set(rows.map((row) => storeImportShopCodeOf(row.cells)))].filter(Boolean),
        false,
      );
      const checked = rows.map((row) => {
        const shop = existing.get(storeImportShopCodeOf(row.cells)) ?? null;
        return {
          shop,
          result: checkStoreImportRow(row.cells, lookups, shop ? shopFormSchema : shopCreateFormSchema),
        };
      });
      const taken = await takenEmails(
        db,
        checked.flatMap(({ result }) => (result.ok ? [normalizeEmail(result.values.email)] : [])),
      );
      // The rows' password work runs at once, on the thread pool.
      return Promise.all(
        checked.map(({ shop, result }) =>
          result.ok
            ? checkRow(result.values, shop, taken.has(normalizeEmail(result.values.email)), ctx)
            : result,
        ),
      );
    },

    async versions(planned, tx, ctx) {
      const existing = await existingShops(tx, ctx.serviceId, [...planned.keys()], true);
      return new Map([...existing].map(([code, shop]) => [code, versionOf(shop)]));
    },

    async apply(rows, tx, ctx) {
      const now = ctx.now;
      const values = rows.map((row) => row.value);
      const created = await bulkInsert<{ id: number; shop_code: string }>(
        tx,
        shops,
        values
          .filter((row) => row.shopId === null)
          .map((row) => ({
            ...row.columns,
            serviceId: ctx.serviceId,
            status: SHOP_STATUS.UNDER_REVIEW,
            registDate: now,
            updatedAt: now,
          })),
        sql`id, shop_code`,
      );
      const idOfCode = new Map(created.map((shop) => [shop.shop_code, shop.id]));
      await bulkUpdate(
        tx,
        shops,
        values
          .filter((row) => row.shopId !== null)
          .map(({ shopId, columns: { ecShopPassword, ...columns }, keepsEcPassword }) => ({
            id: shopId,
            ...columns,
            ecPassword: ecShopPassword,
            keepsEcPassword,
          })),
        {
          extra: { ecPassword: 'text', keepsEcPassword: 'boolean' },
          set: [
            sql`ec_shop_password = case when r."keepsEcPassword" then t.ec_shop_password else r."ecPassword" end`,
            sql`updated_at = greatest(${now.toISOString()}::timestamptz, date_trunc('second', t.updated_at) + interval '1 second')`,
          ],
          where: sql`t.service_id = ${ctx.serviceId}`,
        },
      );
      await bulkInsert(
        tx,
        users,
        values.flatMap(({ shopId, columns, open }) =>
          open
            ? [
                {
                  email: open.email,
                  passwordHash: open.password.passwordHash,
                  passwordExpiredAt: open.password.passwordExpiredAt,
                  role: ROLE_STORE,
                  nameSei: open.nameSei,
                  nameMei: open.nameMei,
                  status: ACCOUNT_STATUS.ACTIVE,
                  serviceId: ctx.serviceId,
                  shopId: shopId ?? idOfCode.get(columns.shopCode),
                  registDate: now,
                  updatedAt: now,
                },
              ]
            : [],
        ),
      );
      await bulkUpdate(
        tx,
        users,
        values.flatMap(({ reset }) =>
          reset
            ? [
                {
                  id: reset.accountId,
                  passwordHash: reset.password.passwordHash,
                  passwordExpiredAt: reset.password.passwordExpiredAt,
                },
              ]
            : [],
        ),
        { set: [sql`updated_at = greatest(${now.toISOString()}::timestamptz, t.updated_at)`] },
      );
    },
  };
}

/** The shop codes and new accounts' e-mails of the file's earlier rows. */
function seenInFile(ctx: ImportContext): Set<string> {
  const seen = (ctx.scratch.get('seen') as Set<string> | undefined) ?? new Set<string>();
  ctx.scratch.set('seen', seen);
  return seen;
}
