import { sql } from 'drizzle-orm';
import { DEFAULT_ACCOUNTING_SETTINGS } from '@shared/api';
import { ACCOUNTING_TARGETS, CSV_EXPORT_IDS, JOURNAL_EXPORT_KINDS } from '@shared/constants';
import type { CsvExportId } from '@shared/constants';
import { addDays } from '@shared/datetime';
import { jobKindsOf } from '../src-server/modules';
import { writeJournal } from '../src-server/modules/accounting/journal';
import { JOURNAL_SOURCE, journalGroups } from '../src-server/modules/accounting/journal-rows';
import type { JournalSource } from '../src-server/modules/accounting/journal-rows';
import { salesTotals } from '../src-server/modules/payments/rollups';
import { rawRows } from '../src-server/platform/db/raw-select';
import type { ExportScope, RawFilters } from '../src-server/platform/jobs/exports/definition';
import { deleteFile, fileSize } from '../src-server/platform/jobs/files/store';
import type { FileWriter } from '../src-server/platform/jobs/files/store';
import { exportDefinitionFor } from '../src-server/platform/jobs/kinds';
import { runExport } from '../src-server/platform/jobs/exports/run-export';
import { DEFAULT_JOB_SETTINGS } from '../src-server/platform/jobs/settings';
import { openBenchDatabase } from './database';
import type { BenchDatabase } from './database';
import { clientScope } from './export';
import { MemoryPeak, megabytes } from './memory';
import { paymentBenchService } from './payment-data';
import { compareMedians, count, mb, milliseconds, positiveInteger, timed, verdict } from './report';

export interface JournalBenchOptions {
  databaseUrl: string | undefined;
  payments: number;
  shops: number;
  rounds: number;
}

/**
 * Issue 30's speed target, on PostgreSQL only (BENCH_DATABASE_URL): BENCH_JOURNAL_PAYMENTS
 * (default 1,000,000) payments over one month (June 2025) for BENCH_JOURNAL_SHOPS (1,000) shops,
 * a third of them wholly at 8%; BENCH_ROUNDS (3) rounds.
 */
export function readJournalBenchOptions(env: NodeJS.ProcessEnv): JournalBenchOptions {
  return {
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    payments: positiveInteger(env.BENCH_JOURNAL_PAYMENTS, 1_000_000),
    shops: positiveInteger(env.BENCH_JOURNAL_SHOPS, 1_000),
    rounds: positiveInteger(env.BENCH_ROUNDS, 3),
  };
}

const TARGET_RATIO = 1.5;
/** A late-night shop's business day (4:00), read from the half-hour rollups. */
const LATE_NIGHT_CUTOFF = 240;
const cutoffLabel = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const MONTH = { from: '2025-06-01', to: '2025-06-30' };

interface ExportRun {
  bytes: number;
  rows: number;
  fileName: string | null;
}

/** One export through the real code path (filters, the writer, the stored file), as the job runs it. */
async function exportOnce(
  database: BenchDatabase,
  exportId: CsvExportId,
  scope: ExportScope,
  rawFilters: RawFilters,
  peak?: MemoryPeak,
): Promise<ExportRun> {
  const definition = exportDefinitionFor(jobKindsOf(), exportId);
  if (!definition) throw new Error(`export ${exportId} is not registered`);
  const outcome = await runExport(definition, {
    db: database.db,
    settings: DEFAULT_JOB_SETTINGS,
    scope,
    rawFilters,
    keepAlive: async () => peak?.sample(),
  });
  if (!outcome.ok) throw new Error(`export ${exportId} cancelled: ${outcome.message}`);
  const bytes = (await fileSize(database.db, outcome.fileId)) ?? 0;
  await deleteFile(database.db, outcome.fileId);
  return { bytes, rows: outcome.rowCount, fileName: outcome.fileName };
}

function discardingFile(): FileWriter {
  return {
    id: 'discarded',
    async write() {},
    async close() {
      return { id: 'discarded', byteCount: 0 };
    },
    async discard() {},
  };
}

/** Runs the journal figures; answers whether every target met its target (null: skipped). */
export async function runJournalBench(options: JournalBenchOptions): Promise<boolean | null> {
  console.log(
    `Journals (issue 30): ${count(options.payments)} payments in ${MONTH.from}–${MONTH.to}, ${count(options.shops)} shops`,
  );
  if (!options.databaseUrl) {
    console.log('  skipped: the journal figures are for PostgreSQL (set BENCH_DATABASE_URL)');
    return null;
  }
  const database = await openBenchDatabase(options.databaseUrl);
  try {
    console.log(`  on ${database.description}`);
    const service = await paymentBenchService(
      database.db,
      options.shops,
      options.payments,
      (line) => console.log(line),
      { firstDay: MONTH.from, days: 30, taxSplit: true },
    );
    console.log(`  the service's payments: ${service.origin}`);
    const scope = clientScope(service.serviceId, service.userId);
    const [inMonth] = await rawRows<{ n: string }>(
      database.db,
      sql`select count(*) as n from payments where service_id = ${service.serviceId}
        and paid_at >= ${`${MONTH.from}T00:00:00+09:00`}::timestamptz
        and paid_at < ${`${addDays(MONTH.to, 1)}T00:00:00+09:00`}::timestamptz`,
    );
    console.log(`  payments in the month: ${count(Number(inMonth?.n ?? 0))}`);

    const summary = () =>
      exportOnce(database, CSV_EXPORT_IDS.summary, scope, { ...MONTH, interval: 'monthly' });
    console.log(
      `  each journal export against export 0004 (the summary, monthly) of the same month, both through runExport into a stored file; median of ${options.rounds} (target <= ${TARGET_RATIO}×):`,
    );
    let passed = true;
    for (const target of ACCOUNTING_TARGETS) {
      const peak = new MemoryPeak();
      const floor = process.memoryUsage().rss;
      peak.start();
      const measured = await compareMedians(
        options.rounds,
        () => exportOnce(database, CSV_EXPORT_IDS[JOURNAL_EXPORT_KINDS[target]], scope, MONTH, peak),
        summary,
      );
      peak.stop();
      const ratio = measured.ms / measured.baselineMs;
      const ok = ratio <= TARGET_RATIO;
      passed &&= ok;
      const journal = measured.value;
      console.log(
        `    ${target} (${CSV_EXPORT_IDS[JOURNAL_EXPORT_KINDS[target]]}): ${milliseconds(measured.ms)} for ${count(journal.rows)} lines, ${mb(journal.bytes)} (${journal.fileName}); 0004 ${milliseconds(measured.baselineMs)} for ${count(measured.baselineValue.rows)} rows; ratio ${ratio.toFixed(1)} ${verdict(ok)}; peak RSS +${megabytes(peak.rss - floor).toFixed(0)} MB`,
      );
    }

    // What the ratio is made of: the database's part (the GROUP BY the journal reads, alone)
    // and the writing (the journal without storing its file), beside export 0004 alone.
    const summaryAlone = await timed(summary);
    const settings = DEFAULT_ACCOUNTING_SETTINGS;
    const request = {
      target: 'yayoi' as const,
      scope: { serviceId: service.serviceId, reach: scope.caller },
      range: MONTH,
      settings,
    };
    const readGroups = async (source: JournalSource, businessDayCutoffMinutes: number) => {
      const rules = { businessDayCutoffMinutes, defaultTaxRate: settings.defaultTaxRate };
      let groups = 0;
      for await (const batch of journalGroups(database.db, request.scope, rules, MONTH, source)) {
        groups += batch.length;
      }
      return groups;
    };
    const reads = [];
    for (const cutoff of [settings.businessDayCutoffMinutes, LATE_NIGHT_CUTOFF]) {
      const fromRollups = await timed(() => readGroups(JOURNAL_SOURCE.ROLLUPS, cutoff));
      const fromPayments = await timed(() => readGroups(JOURNAL_SOURCE.PAYMENTS, cutoff));
      reads.push({ cutoff, fromRollups, fromPayments });
    }
    let gross = 0;
    let cancelled = 0;
    const unstored = await timed(() =>
      writeJournal(database.db, request, discardingFile(), {
        onSlip(slip) {
          for (const line of slip.lines) {
            if (line.kind === 'sales') gross += line.amount;
            else cancelled += line.amount;
          }
        },
      }),
    );
    for (const { cutoff, fromRollups, fromPayments } of reads) {
      const same = fromRollups.value === fromPayments.value;
      passed &&= same;
      console.log(
        `  the month's groups as the journal reads them (cutoff ${cutoffLabel(cutoff)}, nothing written): from the journal rollups ${milliseconds(fromRollups.ms)} (${(fromRollups.ms / summaryAlone.ms).toFixed(1)}× export 0004 on its own), from the payments ${milliseconds(fromPayments.ms)} (${(fromPayments.ms / summaryAlone.ms).toFixed(1)}×); ${count(fromRollups.value)} / ${count(fromPayments.value)} groups ${verdict(same)}`,
      );
    }
    console.log(
      `  the 弥生 journal written without storing the file: ${milliseconds(unstored.ms)} (${count(unstored.value.records)} lines, ${count(unstored.value.slips)} slips)`,
    );
    const totals = await salesTotals(database.db, scope, MONTH);
    const equal = gross - cancelled === totals.salesAmount && cancelled === totals.cancelledAmount;
    passed &&= equal;
    console.log(
      `  journal totals against 集計 (rollups): sales ${count(gross - cancelled)} / ${count(totals.salesAmount)}, cancellations ${count(cancelled)} / ${count(totals.cancelledAmount)}: ${equal ? 'equal' : 'DIFFER'} ${verdict(equal)}`,
    );
    console.log(`RESULT: ${verdict(passed)}`);
    return passed;
  } finally {
    await database.close();
  }
}
