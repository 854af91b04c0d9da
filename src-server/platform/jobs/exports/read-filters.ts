import { z } from 'zod';
import { MAX_INTEGER } from '@shared/constants';
import { isShopInReach } from '../../auth/reach';
import type { Database } from '../../db/client';
import type { AnyExportDefinition, ExportScope, ParsedFilters, RawFilters } from './definition';
import { invalidFilter } from './filters';

/** The filter every kind with a shop filter names it by. */
const SHOP_FILTER = 'shopId';
const shopIdSchema = z.coerce.number().int().min(1).max(MAX_INTEGER);

/**
 * The export's filters as its definition reads them, after the one check every kind shares: a
 * shop filter names a shop in the requester's reach (the same refusal for every kind, never an
 * empty file for one and a cancelled job for another). Run when the export is requested and
 * again when it runs.
 */
export async function readExportFilters(
  definition: AnyExportDefinition,
  raw: RawFilters,
  scope: ExportScope,
  db: Database,
): Promise<ParsedFilters<unknown>> {
  const shop = raw[SHOP_FILTER]?.trim();
  if (shop) {
    const shopId = shopIdSchema.safeParse(shop);
    if (!shopId.success || !(await isShopInReach(db, scope, shopId.data))) {
      return invalidFilter(SHOP_FILTER);
    }
  }
  return definition.parseFilters(raw, scope, db);
}
