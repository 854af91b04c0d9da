import type { JournalSummary, JournalSummaryRow } from '@shared/api';
import { JOURNAL_CATEGORIES, TAX_RATES } from '@shared/constants';
import type { AccountingTarget } from '@shared/constants';
import type { Database } from '../../platform/db/client';
import type { FileWriter } from '../../platform/jobs/files/store';
import { departmentCutOf, writeJournal } from './journal';
import type { JournalRequest } from './journal';

/** A file that keeps nothing: the summary writes the journal only to count it. */
function countingFile(): FileWriter {
  let byteCount = 0;
  return {
    id: 'summary',
    async write(bytes) {
      byteCount += bytes.length;
    },
    async close() {
      return { id: 'summary', byteCount };
    },
    async discard() {},
  };
}

/**
 * What the journal of a period holds, by writing it exactly as the export would (so its lines,
 * slips and files are the export's own), without keeping the bytes: the sales and
 * cancellations by payment method and rate, and the shops whose 部門 the software would cut.
 */
export async function journalSummary(
  db: Database,
  request: JournalRequest & { target: AccountingTarget },
  settingsSaved: boolean,
): Promise<JournalSummary> {
  const totals = new Map<string, JournalSummaryRow>();
  const shopIds = new Set<number>();
  const cut = new Set<string>();
  const run = await writeJournal(db, request, countingFile(), {
    onSlip(slip) {
      shopIds.add(slip.shop.id);
      const department = departmentCutOf(request.target, request.settings, slip);
      if (department) cut.add(department);
      for (const line of slip.lines) {
        const key = `${line.category}:${line.taxRate}`;
        const row = totals.get(key) ?? {
          category: line.category,
          taxRate: line.taxRate,
          grossAmount: 0,
          cancelledAmount: 0,
        };
        if (line.kind === 'sales') row.grossAmount += line.amount;
        else row.cancelledAmount += line.amount;
        totals.set(key, row);
      }
    },
  });
  const rows = JOURNAL_CATEGORIES.flatMap((category) =>
    TAX_RATES.flatMap((rate) => {
      const row = totals.get(`${category}:${rate}`);
      return row ? [row] : [];
    }),
  );
  const grossAmount = rows.reduce((sum, row) => sum + row.grossAmount, 0);
  const cancelledAmount = rows.reduce((sum, row) => sum + row.cancelledAmount, 0);
  return {
    target: request.target,
    from: request.range.from,
    to: request.range.to,
    businessDayCutoffMinutes: request.settings.businessDayCutoffMinutes,
    shopCount: shopIds.size,
    rows,
    total: { grossAmount, cancelledAmount, netAmount: grossAmount - cancelledAmount },
    lines: run.records,
    slips: run.slips,
    files: run.parts,
    departmentCut: [...cut].sort(),
    settingsSaved,
  };
}
