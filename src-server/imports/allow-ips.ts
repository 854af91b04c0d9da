import { and, eq, inArray } from 'drizzle-orm';
import {
  ALLOW_IP_IMPORT_HEADER,
  allowIpImportColumnOf,
  allowIpImportRowSchema,
  allowIpImportRowToInput,
} from '@shared/imports';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { shopAllowIps, shops } from '../db/schema';
import type { Importer } from '../jobs/imports/importer';
import { emptyToNull } from '../queries/list-helpers';
import { issuesToRowErrors } from './row-errors';

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
    const { shopCode, entry } = allowIpImportRowToInput(row.cells);
    const parsed = allowIpImportRowSchema.safeParse(entry);
    const [shop] =
      shopCode === ''
        ? []
        : await ctx.tx
            .select({ id: shops.id })
            .from(shops)
            .where(and(eq(shops.serviceId, ctx.serviceId), eq(shops.shopCode, shopCode)));
    const shopErrors = shop
      ? []
      : [
          {
            column: allowIpImportColumnOf('shopCode'),
            message:
              shopCode === ''
                ? fieldMessage(ja.forms.shop.shopCode, ja.validation.required)
                : ja.errors.noMatchingShop,
          },
        ];
    if (!parsed.success || !shop) {
      const issues = parsed.success ? [] : issuesToRowErrors(parsed.error.issues, allowIpImportColumnOf);
      return { ok: false, errors: [...shopErrors, ...issues] };
    }
    return {
      ok: true,
      value: { shopId: shop.id, ipAddress: parsed.data.ipAddress, ipRange: emptyToNull(parsed.data.ipRange) },
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
