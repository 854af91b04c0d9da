import { and, eq, inArray } from 'drizzle-orm';
import { ALLOW_IP_IMPORT_HEADER, allowIpImportColumnOf, checkAllowIpImportRow } from '@shared/imports';
import { ja } from '@shared/messages';
import { shopAllowIps, shops } from '../db/schema';
import type { Importer } from '../jobs/imports/importer';
import { emptyToNull } from '../queries/list-helpers';

interface AllowIpRow {
  shopId: number;
  ipAddress: string;
  ipRange: string | null;
}

/**
 * `stores/upload-allow-ip`: the allowed IP addresses of shops, one entry per row. Each shop
 * named in the file gets exactly the file's entries; shops not in it keep theirs.
 */
export const allowIpsImporter: Importer<AllowIpRow> = {
  header: ALLOW_IP_IMPORT_HEADER,

  async validateRow(row, ctx) {
    const { shopCode, entry, errors } = checkAllowIpImportRow(row.cells);
    const [shop] =
      shopCode === ''
        ? []
        : await ctx.tx
            .select({ id: shops.id })
            .from(shops)
            .where(and(eq(shops.serviceId, ctx.serviceId), eq(shops.shopCode, shopCode)));
    const unknownShop =
      shopCode !== '' && !shop
        ? [{ column: allowIpImportColumnOf('shopCode'), message: ja.errors.noMatchingShop }]
        : [];
    if (!shop || !entry) return { ok: false, errors: [...unknownShop, ...errors] };
    return {
      ok: true,
      value: { shopId: shop.id, ipAddress: entry.ipAddress, ipRange: emptyToNull(entry.ipRange) },
    };
  },

  async apply(rows, tx, ctx) {
    const shopIds = [...new Set(rows.map((row) => row.shopId))];
    if (shopIds.length === 0) return;
    await tx.delete(shopAllowIps).where(inArray(shopAllowIps.shopId, shopIds));
    await tx
      .insert(shopAllowIps)
      .values(rows.map((row) => ({ ...row, registDate: ctx.now, updatedAt: ctx.now })));
  },
};
