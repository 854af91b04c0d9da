import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { shops } from '../src-server/platform/db/schema';
import { rawRows } from '../src-server/platform/db/raw-select';
import { DEFAULT_JOB_SETTINGS } from '../src-server/platform/jobs/settings';
import { openBenchDatabase } from './database';
import { clientScope, runExportFigure } from './export';
import { ingestFigure } from './payment-ingest';
import { PAYMENTS_FIRST_DAY, paymentBenchService } from './payment-data';
import { benchCallers, dashboardFigures, historyFigures, summaryFigures } from './payment-reads';
import { addDays } from '@shared/datetime';
import { count, positiveInteger, verdict } from './report';

const PAYMENT_FIGURES = ['history', 'summary', 'dashboard', 'export', 'ingest'] as const;
type PaymentFigure = (typeof PAYMENT_FIGURES)[number];

export interface PaymentBenchOptions {
  databaseUrl: string | undefined;
  figures: PaymentFigure[];
  payments: number;
  shops: number;
  exportPayments: number;
  exportRounds: number;
  queryRounds: number;
  summaryRounds: number;
  ingestPayments: number;
  ingestClients: number;
  ingestBatch: number;
}

/**
 * Issue 13's speed targets, on PostgreSQL only (BENCH_DATABASE_URL): BENCH_PAYMENTS (default
 * 10,000,000) over two years and BENCH_PAYMENT_SHOPS (1,000) shops; BENCH_EXPORT_PAYMENTS
 * (about 1,000,000, a period holding that many) and BENCH_ROUNDS (2) for export 0002;
 * BENCH_QUERY_ROUNDS (100) for the history pages and BENCH_SUMMARY_ROUNDS (3) for the summary and
 * dashboard; BENCH_INGEST_PAYMENTS (200,000), BENCH_INGEST_CLIENTS (4) and BENCH_INGEST_BATCH
 * (1,000, the endpoint's largest) for ingest. BENCH_PAYMENT_FIGURES=history,ingest runs some of
 * the figures (default all: history, summary, dashboard, export, ingest).
 */
export function readPaymentBenchOptions(env: NodeJS.ProcessEnv): PaymentBenchOptions {
  return {
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    figures: paymentFigures(env.BENCH_PAYMENT_FIGURES),
    payments: positiveInteger(env.BENCH_PAYMENTS, 10_000_000),
    shops: positiveInteger(env.BENCH_PAYMENT_SHOPS, 1_000),
    exportPayments: positiveInteger(env.BENCH_EXPORT_PAYMENTS, 1_000_000),
    exportRounds: positiveInteger(env.BENCH_ROUNDS, 2),
    queryRounds: positiveInteger(env.BENCH_QUERY_ROUNDS, 100),
    summaryRounds: positiveInteger(env.BENCH_SUMMARY_ROUNDS, 3),
    ingestPayments: positiveInteger(env.BENCH_INGEST_PAYMENTS, 200_000),
    ingestClients: positiveInteger(env.BENCH_INGEST_CLIENTS, 4),
    ingestBatch: positiveInteger(env.BENCH_INGEST_BATCH, 1_000),
  };
}

function paymentFigures(value: string | undefined): PaymentFigure[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return [...PAYMENT_FIGURES];
  const unknown = names.filter((name) => !(PAYMENT_FIGURES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PAYMENT_FIGURES: no figure ${unknown.join(', ')} (there are ${PAYMENT_FIGURES.join(', ')})`,
    );
  }
  return names as PaymentFigure[];
}

/** Runs every payment figure; answers whether all met their targets (null: skipped). */
export async function runPaymentBench(options: PaymentBenchOptions): Promise<boolean | null> {
  console.log(
    `Payments (issue 13): ${count(options.payments)} payments over two years, ${count(options.shops)} shops`,
  );
  if (!options.databaseUrl) {
    console.log('  skipped: the payment figures are for PostgreSQL (set BENCH_DATABASE_URL)');
    return null;
  }
  const database = await openBenchDatabase(options.databaseUrl);
  try {
    console.log(`  on ${database.description}`);
    console.log(
      '  data: set-based SQL (generate_series) through INSERT ... ON CONFLICT DO NOTHING into payments, with every index and the rollup triggers of migration 0009, as the ingest endpoint writes',
    );
    const service = await paymentBenchService(database.db, options.shops, options.payments, (line) =>
      console.log(line),
    );
    console.log(`  the service's payments: ${service.origin}`);
    const [picked] = await database.db
      .select({ id: shops.id, groupId: shops.groupId })
      .from(shops)
      .where(and(eq(shops.serviceId, service.serviceId), isNotNull(shops.groupId)))
      .orderBy(shops.id)
      .limit(1);
    const callers = benchCallers(service, picked?.groupId ?? 0, picked?.id ?? 0);
    const figures: Record<PaymentFigure, () => Promise<boolean>> = {
      history: () => historyFigures(database.db, service, callers, options.queryRounds),
      summary: () => summaryFigures(database.db, service, callers, options.summaryRounds),
      dashboard: () => dashboardFigures(database.db, service, callers, options.summaryRounds),
      export: () => exportFigure(database, service, options),
      ingest: () =>
        ingestFigure(database.db, service, {
          databaseUrl: options.databaseUrl ?? '',
          payments: options.ingestPayments,
          clients: options.ingestClients,
          batch: options.ingestBatch,
        }),
    };
    const results: [string, boolean][] = [];
    for (const name of options.figures) results.push([name, await figures[name]()]);
    console.log(`RESULT: ${results.map(([name, ok]) => `${name} ${verdict(ok)}`).join(', ')}`);
    return results.every(([, ok]) => ok);
  } finally {
    await database.close();
  }
}

/** Export 0002 of the payments of a period holding about `exportPayments` of them. */
async function exportFigure(
  database: Awaited<ReturnType<typeof openBenchDatabase>>,
  service: Awaited<ReturnType<typeof paymentBenchService>>,
  options: PaymentBenchOptions,
): Promise<boolean> {
  const days = Math.max(1, Math.round((options.exportPayments / options.payments) * 730));
  const from = addDays(PAYMENTS_FIRST_DAY, 61);
  const to = addDays(from, days - 1);
  const [row] = await rawRows<{ n: string | number }>(
    database.db,
    sql`select count(*) as n from payments where service_id = ${service.serviceId}
      and paid_at >= ${`${from}T00:00:00+09:00`}::timestamptz and paid_at < ${`${addDays(to, 1)}T00:00:00+09:00`}::timestamptz`,
  );
  const rows = Number(row?.n ?? 0);
  console.log(
    `  export 0002 (payment history CSV) of ${from}–${to}: ${count(rows)} payments (target <= 1.2× the baseline, < 256 MB)`,
  );
  return runExportFigure({
    database,
    code: '0002',
    scope: clientScope(service.serviceId, service.userId),
    rawFilters: { from, to },
    rows,
    rounds: options.exportRounds,
    batchRows: DEFAULT_JOB_SETTINGS.exportBatchRows,
    targetRatio: 1.2,
  });
}
