import { sql } from 'drizzle-orm';
import type { IngestPaymentInput } from '@shared/api';
import { PAYMENT_CHANNEL, PAYMENT_INGEST_KEY_HEADER } from '@shared/constants';
import type { Database } from '../src-server/platform/db/client';
import { rawRows } from '../src-server/platform/db/raw-select';
import { issueIngestKey } from '../src-server/modules/payments/ingest-keys';
import { rollupMismatches } from '../src-server/modules/payments/rollup-audit';
import { PAYMENTS_END_DAY } from './payment-data';
import type { PaymentBenchService } from './payment-data';
import { count, mb, seconds, timed, verdict } from './report';
import { startBenchServer } from './server';

export const INGEST_TARGET_PER_SECOND = 5_000;
const WINDOW_MS = 5_000;

export interface IngestOptions {
  databaseUrl: string;
  payments: number;
  clients: number;
  batch: number;
}

/** The ingested payments are paid on the days after the generated two years (the bench removes them after). */
const INGEST_FIRST_INSTANT = new Date(`${PAYMENTS_END_DAY}T00:00:00+09:00`).getTime();
const INGEST_SPAN_MS = 3 * 86_400_000;

/**
 * `clients` providers posting batches of `batch` payments at once to POST
 * /{subdomain}/payments/ingest of the server in its own process, until `payments` are sent:
 * payments per second over the whole run and over its slowest 5-second window, the server's
 * peak memory, and then the rollups audited against a GROUP BY over every payment of the
 * service. The ingested payments are deleted afterwards (through the same triggers), so the
 * service keeps its generated payments for the next run.
 */
export async function ingestFigure(
  db: Database,
  service: PaymentBenchService,
  options: IngestOptions,
): Promise<boolean> {
  await removeIngested(db, service.serviceId);
  const key = await issueIngestKey(db, service.serviceId, 'bench');
  const server = await startBenchServer({ url: options.databaseUrl });
  const run = Date.now().toString(36);
  const batches = Math.ceil(options.payments / options.batch);
  const finishedAt: { at: number; stored: number }[] = [];
  let next = 0;
  let failure: string | null = null;
  console.log(
    `  ingest: ${count(options.payments)} payments in batches of ${count(options.batch)} from ${options.clients} concurrent clients, to the server in its own process (pid ${server.pid}):`,
  );
  try {
    await server.peak();
    const started = performance.now();
    const client = async () => {
      while (next < batches && failure === null) {
        const index = next;
        next += 1;
        const body = JSON.stringify({ payments: batchOf(service, run, index, options) });
        const response = await fetch(`${server.url}/${service.subdomain}/payments/ingest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [PAYMENT_INGEST_KEY_HEADER]: key },
          body,
        });
        const answer = (await response.json()) as { data?: { stored: number }; message?: string };
        if (response.status !== 201) failure = `batch ${index}: ${response.status} ${answer.message ?? ''}`;
        finishedAt.push({ at: performance.now() - started, stored: answer.data?.stored ?? 0 });
      }
    };
    await Promise.all(Array.from({ length: options.clients }, client));
    const elapsedMs = performance.now() - started;
    const peak = await server.peak();
    const stored = finishedAt.reduce((sum, batch) => sum + batch.stored, 0);
    const rate = (stored / elapsedMs) * 1000;
    const slowest = slowestWindow(finishedAt, elapsedMs);
    const audit = await timed(() => rollupMismatches(db, service.serviceId));
    const rollupsExact = Object.values(audit.value).every((rows) => rows === 0);
    const allStored = stored === options.payments && failure === null;
    const ok = allStored && rate >= INGEST_TARGET_PER_SECOND && rollupsExact;
    console.log(
      `    ${count(stored)} stored in ${seconds(elapsedMs)}: ${count(rate)} payments/s (target >= ${count(INGEST_TARGET_PER_SECOND)}); slowest ${WINDOW_MS / 1000} s window ${slowest === null ? 'n/a (run too short)' : `${count(slowest)} payments/s`}${failure ? `; FAILED: ${failure}` : ''}`,
    );
    console.log(`    server peak RSS ${mb(peak.rss)}, heap ${mb(peak.heapUsed)}`);
    console.log(
      `    rollups against GROUP BY over all ${count(service.payments + stored)} payments of the service (${seconds(audit.ms)}): ${JSON.stringify(audit.value)} rows differ ${verdict(rollupsExact)}`,
    );
    console.log(`    ingest ${verdict(ok)}`);
    return ok;
  } finally {
    await server.close();
    await removeIngested(db, service.serviceId);
  }
}

/** Payments per second over the slowest full window of the run (null when the run is shorter). */
function slowestWindow(batches: { at: number; stored: number }[], elapsedMs: number): number | null {
  if (elapsedMs < WINDOW_MS * 2) return null;
  let slowest = Infinity;
  for (let start = 0; start + WINDOW_MS <= elapsedMs; start += 1000) {
    const stored = batches
      .filter((batch) => batch.at > start && batch.at <= start + WINDOW_MS)
      .reduce((sum, batch) => sum + batch.stored, 0);
    slowest = Math.min(slowest, (stored / WINDOW_MS) * 1000);
  }
  return slowest;
}

const ITEMS = ['ブレンドコーヒー', 'カフェラテ', '季節のケーキセット', 'ランチプレート', 'コーヒー豆 200g'];

/** A provider's batch: shops at random, paid over three days after the generated data, 10 % EC. */
function batchOf(
  service: PaymentBenchService,
  run: string,
  index: number,
  options: IngestOptions,
): IngestPaymentInput[] {
  const size = Math.min(options.batch, options.payments - index * options.batch);
  return Array.from({ length: size }, (_, offset) => {
    const n = index * options.batch + offset;
    const shop = 1 + Math.floor(Math.random() * service.shopIds.length);
    const paidAt = new Date(INGEST_FIRST_INSTANT + Math.floor(Math.random() * INGEST_SPAN_MS)).toISOString();
    const common = {
      transactionId: `BI-${run}-${n}`,
      shopCode: `BENCH-${String(shop).padStart(8, '0')}`,
      paymentMethod: (1 + (n % 4)) as 1 | 2 | 3 | 4,
      paymentCount: 1,
      itemName: ITEMS[n % ITEMS.length] ?? ITEMS[0] ?? '',
      amount: 100 + Math.floor(Math.random() * 9_900),
      paidAt,
    };
    if (n % 10 === 9) {
      return { ...common, channel: PAYMENT_CHANNEL.EC, ecSalesType: 1, ecStatus: n % 20 === 9 ? 3 : 2 };
    }
    return { ...common, channel: PAYMENT_CHANNEL.IN_STORE, status: n % 20 === 0 ? 2 : 1 };
  });
}

/** Payments paid after the generated two years: this figure's, from this run or one that stopped. */
async function removeIngested(db: Database, serviceId: number): Promise<void> {
  await rawRows(
    db,
    sql`delete from payments where service_id = ${serviceId}
      and paid_at >= ${new Date(INGEST_FIRST_INSTANT).toISOString()}::timestamptz returning 1`,
  );
  await rawRows(
    db,
    sql`delete from payment_ingest_keys where service_id = ${serviceId} and label = 'bench' returning 1`,
  );
}
