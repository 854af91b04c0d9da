import { and, inArray } from 'drizzle-orm';
import { journalFiltersSchema } from '@shared/api';
import type { JournalFilters } from '@shared/api';
import { ACCOUNTING_TARGETS, JOURNAL_EXPORT_KINDS } from '@shared/constants';
import type { AccountingTarget } from '@shared/constants';
import type { AccountingSettingsFormValues } from '@shared/validation';
import { inReach } from '../../platform/auth/reach';
import type { Reach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { shops } from '../../platform/db/schema';
import type {
  ExportScope,
  FileExportDefinition,
  ParsedFilters,
  RawFilters,
} from '../../platform/jobs/exports/definition';
import { invalidFilter, parseListFilters } from '../../platform/jobs/exports/filters';
import { writeJournal } from './journal';
import { loadAccountingSettings } from './settings';

/** The period and shops, and the service's settings as they were when the export started. */
export interface JournalExportFilters extends JournalFilters {
  settings: AccountingSettingsFormValues;
}

/** The shop ids that are shops of the service within the caller's reach. */
export async function shopsInReach(db: Database, reach: Reach, shopIds: readonly number[]): Promise<boolean> {
  const found = await db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(inArray(shops.id, [...shopIds]), inReach(reach, { serviceId: shops.serviceId, shopId: shops.id })),
    );
  return found.length === shopIds.length;
}

async function parseJournalFilters(
  raw: RawFilters,
  scope: ExportScope,
  db: Database,
): Promise<ParsedFilters<JournalExportFilters>> {
  const parsed = parseListFilters(journalFiltersSchema, raw);
  if (!parsed.ok) return parsed;
  const { shopIds } = parsed.filters;
  if (shopIds && !(await shopsInReach(db, scope, shopIds))) {
    return invalidFilter('shopIds');
  }
  const { values } = await loadAccountingSettings(db, scope.serviceId);
  return { ok: true, filters: { ...parsed.filters, settings: values } };
}

/**
 * Export 0101 / 0102 / 0103: the sales journal of a period for one accounting software, in
 * its layout, as far as the requester reaches, with the service's 会計連携設定.
 */
function journalExport(target: AccountingTarget): FileExportDefinition<JournalExportFilters> {
  return {
    kind: JOURNAL_EXPORT_KINDS[target],
    parseFilters: parseJournalFilters,
    async writeFile({ db, scope, filters, file, keepAlive }) {
      const run = await writeJournal(
        db,
        {
          target,
          scope: { serviceId: scope.serviceId, reach: scope.caller, shopIds: filters.shopIds },
          range: { from: filters.from, to: filters.to },
          settings: filters.settings,
        },
        file,
        { keepAlive },
      );
      return { rowCount: run.records, fileName: run.fileName };
    },
  };
}

export const journalExports = Object.fromEntries(
  ACCOUNTING_TARGETS.map((target) => [JOURNAL_EXPORT_KINDS[target], journalExport(target)]),
);
