import { eq, sql } from 'drizzle-orm';
import { ROLE_CLIENT, ROLE_MASTER } from '@shared/constants';
import { auditReachOf, listAuditPage } from '../src-server/modules/audit/reads';
import type { AuditFilter, AuditReach } from '../src-server/modules/audit/reads';
import { startRowCapture, writeCapturedLine } from '../src-server/platform/audit/capture';
import { openDatabase } from '../src-server/platform/db/client';
import type { Database } from '../src-server/platform/db/client';
import { rawRows } from '../src-server/platform/db/raw-select';
import { shops } from '../src-server/platform/db/schema';
import { createBenchService } from './data';
import {
  compareMedians,
  count,
  median,
  milliseconds,
  positiveInteger,
  seconds,
  timed,
  verdict,
} from './report';

export interface AuditBenchOptions {
  databaseUrl: string | undefined;
  lines: number;
  smallLines: number;
  writes: number;
  reads: number;
}

/**
 * BENCH_DATABASE_URL (PostgreSQL; the figures are PostgreSQL's), BENCH_AUDIT_LINES (the
 * big trail, default 10,000,000), BENCH_AUDIT_SMALL_LINES (the small one, 10,000),
 * BENCH_AUDIT_WRITES (rounds of the write pair, 1,000), BENCH_AUDIT_READS (first pages read, 30).
 */
export function readAuditBenchOptions(env: NodeJS.ProcessEnv): AuditBenchOptions {
  return {
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    lines: positiveInteger(env.BENCH_AUDIT_LINES, 10_000_000),
    smallLines: positiveInteger(env.BENCH_AUDIT_SMALL_LINES, 10_000),
    writes: positiveInteger(env.BENCH_AUDIT_WRITES, 1_000),
    reads: positiveInteger(env.BENCH_AUDIT_READS, 30),
  };
}

const WRITE_RATIO = 1.15;
const PAGE_RATIO = 1.5;
const PAGE_SIZE = 15;
/** Services and users the generated lines are spread over (the bench service is one of them). */
const SERVICES = 200;
const USERS = 5_000;
const SEED_BATCH = 1_000_000;

/**
 * The audit trail's cost (issue 28), on a database of its own (created on the server of
 * BENCH_DATABASE_URL and dropped after: the trail is append-only, its lines cannot be taken back):
 *
 * 1. A write with its line within 1.15× the same write without: a shop's update in its
 *    transaction, against the same update with the row capture on, its trigger, and the line
 *    written from what it captured (what every audited endpoint adds), alternated round by round.
 * 2. 操作ログ's first page (15 lines, the server's own list query and total) at a trail of
 *    BENCH_AUDIT_LINES lines within 1.5× the same page at BENCH_AUDIT_SMALL_LINES lines: master's
 *    whole trail, a client's service, and one user's lines, newest first.
 */
export async function runAuditBench(options: AuditBenchOptions): Promise<boolean | null> {
  console.log(
    `Audit trail: a write with its line (${options.writes} rounds), and 操作ログ's first page at ${count(options.smallLines)} and ${count(options.lines)} lines`,
  );
  if (!options.databaseUrl) {
    console.log('  skipped: BENCH_DATABASE_URL is not set (the targets are PostgreSQL figures)');
    return null;
  }
  const admin = await openDatabase({ kind: 'postgres', url: options.databaseUrl });
  const name = `bench_audit_${process.pid}_${Date.now()}`;
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(options.databaseUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      const writeOk = await benchWrite(handle.db, options);
      const readOk = await benchFirstPage(handle.db, options);
      const passed = writeOk && readOk;
      console.log(`RESULT: ${verdict(passed)}`);
      return passed;
    } finally {
      await handle.close();
    }
  } finally {
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
}

async function benchWrite(db: Database, options: AuditBenchOptions): Promise<boolean> {
  const service = await createBenchService(db, 100);
  const shopIds = (
    await db.select({ id: shops.id }).from(shops).where(eq(shops.serviceId, service.serviceId))
  ).map((row) => row.id);
  let round = 0;
  // Each round renames another shop (a real change for the trigger to capture).
  const rename = async (tx: Database) => {
    round += 1;
    const shopId = shopIds[round % shopIds.length] ?? 0;
    await tx
      .update(shops)
      .set({ name: `ひだまり珈琲 計測${round}号店`, updatedAt: new Date() })
      .where(eq(shops.id, shopId));
    return shopId;
  };
  const actor = {
    userId: service.userId,
    role: ROLE_CLIENT,
    serviceId: service.serviceId,
    shopId: null,
    name: '計測 太郎',
    email: 'bench@bench.example',
  } as const;
  const bare = () => db.transaction((tx) => rename(tx));
  const audited = () =>
    db.transaction(async (tx) => {
      await startRowCapture(tx);
      const shopId = await rename(tx);
      await writeCapturedLine(tx, {
        at: new Date(),
        scope: { actor, serviceId: service.serviceId, clientAddress: '127.0.0.1', consoleVersion: 'bench' },
        entity: 'store',
        action: 'update',
        table: 'shops',
        entityId: String(shopId),
        shopId: null,
        details: null,
      });
    });
  const result = await compareMedians(options.writes, audited, bare);
  const [lines] = await rawRows<{ lines: number }>(db, sql`select count(*)::int as lines from audit_log`);
  const ratio = result.ms / result.baselineMs;
  const ok = ratio <= WRITE_RATIO && (lines?.lines ?? 0) >= options.writes;
  console.log(
    `  a shop's update in its transaction: ${milliseconds(result.baselineMs)}; with its audit line: ${milliseconds(result.ms)} (median of ${options.writes}, ${count(lines?.lines ?? 0)} lines written) ratio ${ratio.toFixed(2)} (target ≤ ${WRITE_RATIO}) ${verdict(ok)}`,
  );
  return ok;
}

/** The first pages measured: who reads, and with what filter. */
function pageCases(
  serviceId: number,
  userId: number,
): { label: string; reach: AuditReach; filter: AuditFilter }[] {
  const master = auditReachOf({
    tokenId: 0,
    userId: 1,
    role: ROLE_MASTER,
    serviceId: null,
    shopId: null,
    groupId: null,
  });
  const client = auditReachOf({
    tokenId: 0,
    userId,
    role: ROLE_CLIENT,
    serviceId,
    shopId: null,
    groupId: null,
  });
  return [
    { label: "master, every service's lines", reach: master, filter: {} },
    { label: "a client, its service's lines  ", reach: client, filter: {} },
    { label: "a client, one user's lines     ", reach: client, filter: { userId } },
  ];
}

async function benchFirstPage(db: Database, options: AuditBenchOptions): Promise<boolean> {
  const serviceId = (await createBenchService(db, 10)).serviceId;
  // Lines of the bench service are those with g % SERVICES = 1; user 2's are g % USERS = 1 (USERS
  // is a multiple of SERVICES), so user 2 acts in the bench service.
  const userId = 2;
  const cases = pageCases(serviceId, userId);
  const firstPages = async () => {
    const timings: number[][] = cases.map(() => []);
    for (let round = 0; round < options.reads; round += 1) {
      for (const [index, { reach, filter }] of cases.entries()) {
        const page = await timed(() =>
          listAuditPage(db, reach, filter, { page: 1, limit: PAGE_SIZE, typeSort: 'DESC' }),
        );
        if (page.value.items.length === 0) throw new Error('an empty first page: the seed missed the case');
        timings[index]!.push(page.ms);
      }
    }
    return timings.map(median);
  };
  const seeded = await linesIn(db);
  await seedLines(db, options.smallLines - seeded, 0, serviceId);
  const small = await firstPages();
  const big = await timed(async () => {
    let written = options.smallLines;
    while (written < options.lines) {
      const batch = Math.min(SEED_BATCH, options.lines - written);
      await seedLines(db, batch, written, serviceId);
      written += batch;
    }
  });
  console.log(
    `  ${count(await linesIn(db))} lines seeded with generate_series in ${seconds(big.ms)}, then vacuumed and analysed`,
  );
  const large = await firstPages();
  let passed = true;
  for (const [index, { label }] of cases.entries()) {
    const ratio = (large[index] ?? 0) / (small[index] ?? 1);
    const ok = ratio <= PAGE_RATIO;
    passed &&= ok;
    console.log(
      `  first page, ${label}: ${milliseconds(small[index] ?? 0)} at ${count(options.smallLines)} lines, ${milliseconds(large[index] ?? 0)} at ${count(options.lines)} (median of ${options.reads}) ratio ${ratio.toFixed(2)} (target ≤ ${PAGE_RATIO}) ${verdict(ok)}`,
    );
  }
  return passed;
}

async function linesIn(db: Database): Promise<number> {
  const [row] = await rawRows<{ lines: number }>(db, sql`select count(*)::int as lines from audit_log`);
  return row?.lines ?? 0;
}

/**
 * `lines` generated lines, numbered from `from` (so batches follow each other), spread over two
 * years up to now, SERVICES services (the bench's among them) and USERS users, with a captured
 * row each like a real update's.
 */
async function seedLines(db: Database, lines: number, from: number, benchServiceId: number): Promise<void> {
  if (lines <= 0) return;
  const int = (value: number) => sql.raw(String(Math.trunc(value)));
  await db.execute(sql`
    insert into audit_log (occurred_at, service_id, shop_id, user_id, user_name, user_email, role, entity,
                           entity_id, entity_label, action, changes, client_address, console_version)
    select now() - interval '730 days' * (1 - g::float8 / ${int(from + lines)}),
           case when g % 50 = 0 then null else ${int(benchServiceId)} - 1 + g % ${int(SERVICES)} end,
           null,
           1 + g % ${int(USERS)},
           '計測 ' || (1 + g % ${int(USERS)}),
           'user' || (1 + g % ${int(USERS)}) || '@bench.example',
           ${int(ROLE_CLIENT)},
           (array['store','coupon','customer','user','auth'])[1 + g % 5],
           (g % 100000)::text,
           'ひだまり珈琲 ' || (g % 100000) || '号店',
           (array['update','create','login','exportRequest','delete'])[1 + g % 5],
           jsonb_build_array(jsonb_build_object('t', 'shops', 'op', 'u', 'id', g % 100000,
             'c', jsonb_build_object('name', jsonb_build_array('旧店名', '新店名')))),
           '192.0.2.' || (g % 250),
           '1.0.0'
      from generate_series(${int(from + 1)}, ${int(from + lines)}) as g`);
  // What autovacuum does to an appended table soon after (PostgreSQL 13+): statistics, and the
  // visibility map that lets a count read an index alone.
  await db.execute(sql`vacuum analyze audit_log`);
  await db.execute(sql`analyze audit_log_days`);
}
