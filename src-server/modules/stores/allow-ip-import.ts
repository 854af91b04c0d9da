import { sql } from 'drizzle-orm';
import {
  ALLOW_IP_IMPORT_HEADER,
  allowIpImportColumnOf,
  checkAllowIpImportRow,
  repeatedInFileErrors,
} from '@shared/imports';
import { ja } from '@shared/messages';
import { bulkInsert, bulkUpdate } from '../../platform/db/bulk';
import type { Database } from '../../platform/db/client';
import { shopAllowIps, shops } from '../../platform/db/schema';
import { rawRows } from '../../platform/db/raw-select';
import type { Importer, ImportContext, RowCheck } from '../../platform/jobs/imports/importer';
import { emptyToNull } from '../../platform/db/list-helpers';
import { shopIdsByCode } from './references';

interface AllowIpRow {
  shopId: number;
  /** The entry this row updates; null: a new entry. */
  entryId: number | null;
  ipAddress: string;
  ipRange: string | null;
}

interface Entry {
  id: number;
  shopId: number;
  shopCode: string;
  ipAddress: string;
  ipRange: string | null;
}

/** The natural key of an entry: its shop and its address. */
const keyOf = (shopCode: string, ipAddress: string) => `${shopCode}\t${ipAddress}`;

/** The entry's range as the check read it ('' for none); the key of an entry not there yet has none. */
const versionOf = (entry: Entry) => `${entry.id}:${entry.ipRange ?? ''}`;

/**
 * The entries of exactly these keys, read in one query (locked inside the confirm's
 * transaction). Only the keys: a shop may have thousands of entries, and reading (or locking)
 * all of them for every batch made a large file for one shop quadratic.
 */
async function entriesOf(
  db: Database,
  serviceId: number,
  keys: readonly string[],
  lock: boolean,
): Promise<Map<string, Entry>> {
  if (keys.length === 0) return new Map();
  const pairs = JSON.stringify(keys.map((key) => key.split('\t')));
  const rows = await rawRows<Entry>(
    db,
    sql`select a.id, a.shop_id as "shopId", s.shop_code as "shopCode", a.ip_address as "ipAddress", a.ip_range as "ipRange"
        from json_array_elements(${pairs}::json) as k
        join ${shops} s on s.service_id = ${serviceId} and s.shop_code = k->>0
        join ${shopAllowIps} a on a.shop_id = s.id and a.ip_address = k->>1
        ${lock ? sql`for update of a` : sql``}`,
  );
  return new Map(rows.map((row) => [keyOf(row.shopCode, row.ipAddress), row]));
}

function seenInFile(ctx: ImportContext): Set<string> {
  const seen = (ctx.scratch.get('seen') as Set<string> | undefined) ?? new Set<string>();
  ctx.scratch.set('seen', seen);
  return seen;
}

/**
 * `stores/upload-allow-ip`: the allowed IP addresses of shops, one entry per row, by shop code
 * and address: a new address is added to the shop, a known one gets the row's range. Entries
 * the file does not name stay as they are.
 */
export const allowIpsImporter: Importer<AllowIpRow> = {
  header: ALLOW_IP_IMPORT_HEADER,

  async checkRows(rows, db, ctx) {
    const checked = rows.map((row) => checkAllowIpImportRow(row.cells));
    const codes = [...new Set(checked.map((row) => row.shopCode).filter(Boolean))];
    const keys = checked.flatMap((row) => (row.entry ? [keyOf(row.shopCode, row.entry.ipAddress)] : []));
    const [shopIds, entries] = await Promise.all([
      shopIdsByCode(db, ctx.serviceId, codes),
      entriesOf(db, ctx.serviceId, keys, false),
    ]);
    return checked.map(({ shopCode, entry, errors }): RowCheck<AllowIpRow> => {
      const shopId = shopIds.get(shopCode);
      const shopColumn = allowIpImportColumnOf('shopCode');
      const ipColumn = allowIpImportColumnOf('ipAddress');
      const all = [
        ...(shopCode !== '' && shopId === undefined
          ? [{ column: shopColumn, message: ja.errors.noMatchingShop }]
          : []),
        ...errors,
        ...(entry
          ? repeatedInFileErrors(
              seenInFile(ctx),
              keyOf(shopCode, entry.ipAddress),
              ipColumn,
              ja.forms.shop.ipAddress,
            )
          : []),
      ];
      if (shopId === undefined || !entry || all.length > 0) return { ok: false, errors: all };
      const key = keyOf(shopCode, entry.ipAddress);
      const ipRange = emptyToNull(entry.ipRange);
      const existing = entries.get(key);
      const value = { shopId, entryId: existing?.id ?? null, ipAddress: entry.ipAddress, ipRange };
      if (!existing) return { ok: true, change: 'create', key, version: null, value };
      const change = (existing.ipRange ?? null) === ipRange ? 'unchanged' : 'update';
      return { ok: true, change, key, version: versionOf(existing), value };
    });
  },

  async versions(planned, tx, ctx) {
    const entries = await entriesOf(tx, ctx.serviceId, [...planned.keys()], true);
    return new Map([...entries].map(([key, entry]) => [key, versionOf(entry)]));
  },

  async apply(rows, tx, ctx) {
    const values = rows.map((row) => row.value);
    await bulkInsert(
      tx,
      shopAllowIps,
      values
        .filter((row) => row.entryId === null)
        .map(({ shopId, ipAddress, ipRange }) => ({
          shopId,
          ipAddress,
          ipRange,
          registDate: ctx.now,
          updatedAt: ctx.now,
        })),
    );
    await bulkUpdate(
      tx,
      shopAllowIps,
      values
        .filter((row) => row.entryId !== null)
        .map(({ entryId, ipRange }) => ({ id: entryId, ipRange, updatedAt: ctx.now })),
    );
  },
};
