import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { API_BASE_PATH, ROLE_CLIENT, ROLE_MASTER, SHOP_STATUS } from '@shared/constants';
import { buildApp } from '../src-server/app';
import { foldAndVacuumAuditIntake } from '../src-server/modules/audit/fold';
import { auditReachOf, listAuditPage } from '../src-server/modules/audit/reads';
import type { AuditFilter, AuditReach } from '../src-server/modules/audit/reads';
import { auditedTransaction } from '../src-server/platform/audit/capture';
import { openDatabase } from '../src-server/platform/db/client';
import type { Database } from '../src-server/platform/db/client';
import { rawRows } from '../src-server/platform/db/raw-select';
import { hashPassword } from '../src-server/platform/auth/password';
import { shops, users } from '../src-server/platform/db/schema';
import { createBenchService } from './data';
import type { BenchService } from './data';
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
  writes: number;
  writeRuns: number;
  reads: number;
}

/**
 * BENCH_DATABASE_URL (PostgreSQL; the issue's figures are PostgreSQL's), BENCH_AUDIT_LINES (the
 * trail, default 10,000,000), BENCH_AUDIT_WRITES (rounds of the write pair per run, 1,000),
 * BENCH_AUDIT_WRITE_RUNS (runs of them, 5), BENCH_AUDIT_READS (first pages read per case, 200).
 */
export function readAuditBenchOptions(env: NodeJS.ProcessEnv): AuditBenchOptions {
  return {
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    lines: positiveInteger(env.BENCH_AUDIT_LINES, 10_000_000),
    writes: positiveInteger(env.BENCH_AUDIT_WRITES, 1_000),
    writeRuns: positiveInteger(env.BENCH_AUDIT_WRITE_RUNS, 5),
    reads: positiveInteger(env.BENCH_AUDIT_READS, 200),
  };
}

const WRITE_RATIO = 1.15;
const API_PASSWORD = 'Bench-password-2026';
const PAGE_RATIO = 1.5;
const PAGE_SIZE = 15;
/** Services and users the generated lines are spread over (the bench service is one of them). */
const SERVICES = 200;
const USERS = 5_000;
const SEED_BATCH = 1_000_000;
/** What the generated lines are about and do: a few common, some rare (as in a real trail). */
const SEED_ENTITIES = ['store', 'coupon', 'customer', 'user', 'session', 'export', 'ecPayment'] as const;
const SEED_ACTIONS = [
  'update',
  'create',
  'login',
  'exportRequest',
  'delete',
  'status',
  'download',
  'reorder',
  'upload',
  'send',
  'logout',
] as const;

/**
 * The audit trail's cost (issue 28), on a database of its own (created on the server of
 * BENCH_DATABASE_URL and dropped after: the trail is append-only, its lines cannot be taken back):
 *
 * 1. A write with its line within 1.15× the same write without: a shop's update in its
 *    transaction, against the same update in auditedTransaction (the transaction of every audited
 *    endpoint: the row capture, its trigger, the line and its counts), alternated round by round; BENCH_AUDIT_WRITE_RUNS runs, the verdict on their median.
 * 2. 操作ログ's first page (15 lines) at BENCH_AUDIT_LINES lines, the server's own list function
 *    (its rows, joins and the total it shows) within 1.5× the bare indexed SQL that reads the same
 *    15 lines (`select … from audit_log where … order by occurred_at desc nulls last, id desc nulls last limit 15`),
 *    alternated on the same trail: master's whole trail, a client's service, and each filtered
 *    by one user, entity and action.
 */
export async function runAuditBench(options: AuditBenchOptions): Promise<boolean | null> {
  console.log(
    `Audit trail: a write with its line (${options.writeRuns} runs of ${options.writes} rounds), and 操作ログ's first page at ${count(options.lines)} lines against the bare indexed SQL`,
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
      console.log(`  server settings: ${await serverSettings(handle.db)}`);
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

/** The settings the figures depend on, printed with them. */
async function serverSettings(db: Database): Promise<string> {
  const rows = await rawRows<{ name: string; setting: string; unit: string | null }>(
    db,
    sql`select name, setting, unit from pg_settings
         where name in ('server_version', 'fsync', 'synchronous_commit', 'full_page_writes', 'shared_buffers', 'work_mem')
         order by name`,
  );
  return rows.map((row) => `${row.name}=${row.setting}${row.unit ?? ''}`).join(', ');
}

async function benchWrite(db: Database, options: AuditBenchOptions): Promise<boolean> {
  const service = await createBenchService(db, 100);
  const shopIds = (
    await db.select({ id: shops.id }).from(shops).where(eq(shops.serviceId, service.serviceId))
  ).map((row) => row.id);
  const apiOk = await benchApiWrite(db, service, shopIds, options);
  await benchTransactionAlone(db, service, shopIds, options);
  return apiOk;
}

/**
 * The target's figure: the write as the console makes it, a store's status change (PUT
 * /{subdomain}/stores/update-status/{id}) over HTTP to a server process of role api, against the
 * same request to the same API built without the trail (`auditTrail: false`), both on this
 * database, alternated round by round. Each round pauses or resumes the next of 100 shops.
 */
async function benchApiWrite(
  db: Database,
  service: BenchService,
  shopIds: number[],
  options: AuditBenchOptions,
): Promise<boolean> {
  await db.update(shops).set({ status: SHOP_STATUS.ACTIVE }).where(eq(shops.serviceId, service.serviceId));
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(API_PASSWORD) })
    .where(eq(users.id, service.userId));
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, service.userId));
  const audited = await buildApp({ db, role: 'api' });
  const bare = await buildApp({ db, role: 'api', auditTrail: false });
  try {
    const auditedUrl = await audited.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${auditedUrl}${API_BASE_PATH}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user?.email, password: API_PASSWORD }),
    });
    if (!login.ok) throw new Error(`bench login refused: ${login.status}`);
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const statuses = new Map<number, number>(shopIds.map((id) => [id, SHOP_STATUS.ACTIVE]));
    let round = 0;
    const changeStatus = (baseUrl: string) => async () => {
      round += 1;
      const shopId = shopIds[round % shopIds.length] ?? 0;
      const status = statuses.get(shopId) === SHOP_STATUS.ACTIVE ? SHOP_STATUS.PAUSED : SHOP_STATUS.ACTIVE;
      const response = await fetch(
        `${baseUrl}${API_BASE_PATH}/${service.subdomain}/stores/update-status/${shopId}`,
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ status }),
        },
      );
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`status change answered ${response.status}`);
      statuses.set(shopId, status);
    };
    const linesBefore = await statusLines(db, service.serviceId);
    const ratios: number[] = [];
    for (let run = 1; run <= options.writeRuns; run += 1) {
      const result = await compareMedians(options.writes, changeStatus(auditedUrl), changeStatus(bareUrl));
      const ratio = result.ms / result.baselineMs;
      ratios.push(ratio);
      console.log(
        `  run ${run}: a store's status change through the API ${milliseconds(result.baselineMs)}, with its audit line ${milliseconds(result.ms)} (medians of ${options.writes}) ratio ${ratio.toFixed(2)}`,
      );
    }
    // compareMedians runs each side once before its rounds.
    const expected = options.writeRuns * (options.writes + 1);
    const written = (await statusLines(db, service.serviceId)) - linesBefore;
    const ratio = median(ratios);
    const ok = ratio <= WRITE_RATIO && written === expected;
    console.log(
      `  a write with its audit line: median ratio of ${options.writeRuns} runs ${ratio.toFixed(2)} (range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; ${count(written)} lines for the ${count(expected)} audited changes, none for the others) (target ≤ ${WRITE_RATIO}) ${verdict(ok)}`,
    );
    return ok;
  } finally {
    await Promise.all([audited.close(), bare.close()]);
  }
}

async function statusLines(db: Database, serviceId: number): Promise<number> {
  const [row] = await rawRows<{ lines: number }>(
    db,
    sql`select count(*)::int as lines from audit_lines
         where service_id = ${serviceId} and entity = 'store' and action = 'status'`,
  );
  return row?.lines ?? 0;
}

/**
 * Printed, no target: the database's share alone, a shop's rename in a drizzle transaction
 * against the same rename in auditedTransaction (the row capture, its trigger and the line into
 * the intake), alternated round by round, then what the fold duty does with the lines.
 */
async function benchTransactionAlone(
  db: Database,
  service: BenchService,
  shopIds: number[],
  options: AuditBenchOptions,
): Promise<void> {
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
  let shopId = 0;
  const audited = () =>
    auditedTransaction(
      db,
      async (tx) => {
        shopId = await rename(tx);
      },
      () => ({
        at: new Date(),
        scope: { actor, serviceId: service.serviceId, clientAddress: '127.0.0.1', consoleVersion: 'bench' },
        entity: 'store',
        action: 'update',
        table: 'shops',
        entityId: String(shopId),
        shopId: null,
        details: null,
      }),
    );
  const ratios: number[] = [];
  for (let run = 1; run <= options.writeRuns; run += 1) {
    const result = await compareMedians(options.writes, audited, bare);
    ratios.push(result.ms / result.baselineMs);
    console.log(
      `  run ${run}, the transaction alone: a shop's rename ${milliseconds(result.baselineMs)}, with its audit line ${milliseconds(result.ms)} (medians of ${options.writes}) ratio ${(result.ms / result.baselineMs).toFixed(2)}`,
    );
  }
  console.log(
    `  the transaction alone (printed, no target: the request's share that is the database's): median ratio ${median(ratios).toFixed(2)} (range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
  );
  // What the fold duty does within a second of the writes.
  const folded = await timed(() => foldAndVacuumAuditIntake(db));
  console.log(
    `  the intake's ${count(folded.value)} lines folded into audit_log (and the intake vacuumed) in ${milliseconds(folded.ms)}, off the requests' path`,
  );
}

interface PageCase {
  label: string;
  reach: AuditReach;
  filter: AuditFilter;
  /** The bare SQL's where clause for the same lines. */
  where: SQL;
}

/** The first pages measured: who reads, and with what filter. */
function pageCases(serviceId: number, userId: number): PageCase[] {
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
  const inService = sql`service_id = ${serviceId}`;
  const entity = 'coupon';
  const action = 'exportRequest';
  return [
    { label: "master, every service's lines", reach: master, filter: {}, where: sql`true` },
    { label: 'master, one user', reach: master, filter: { userId }, where: sql`user_id = ${userId}` },
    { label: 'master, one entity', reach: master, filter: { entity }, where: sql`entity = ${entity}` },
    { label: 'master, one action', reach: master, filter: { action }, where: sql`action = ${action}` },
    { label: "a client, its service's lines", reach: client, filter: {}, where: inService },
    {
      label: 'a client, one user',
      reach: client,
      filter: { userId },
      where: sql`${inService} and user_id = ${userId}`,
    },
    {
      label: 'a client, one entity',
      reach: client,
      filter: { entity },
      where: sql`${inService} and entity = ${entity}`,
    },
    {
      label: 'a client, one action',
      reach: client,
      filter: { action },
      where: sql`${inService} and action = ${action}`,
    },
  ];
}

/** The bare indexed SQL of a first page: the table's own columns, no joins, no total. */
function barePage(where: SQL): SQL {
  return sql`select id, occurred_at, service_id, shop_id, user_id, user_name, user_email, role, entity, entity_id,
                    entity_label, action, client_address, console_version
               from audit_log where ${where} order by occurred_at desc nulls last, id desc nulls last limit ${PAGE_SIZE}`;
}

async function benchFirstPage(db: Database, options: AuditBenchOptions): Promise<boolean> {
  const serviceId = (await createBenchService(db, 10)).serviceId;
  // Lines of the bench service are those with g % SERVICES = 1; user 2's are g % USERS = 1 (USERS
  // is a multiple of SERVICES), so user 2 acts in the bench service.
  const userId = 2;
  const cases = pageCases(serviceId, userId);
  const seeded = await timed(async () => seedLines(db, options.lines - (await linesIn(db)), serviceId));
  console.log(
    `  ${count(await linesIn(db))} lines seeded with generate_series in ${seconds(seeded.ms)} (indexes built after, counts by audit_log_recount()), then vacuumed and analysed`,
  );
  let passed = true;
  for (const entry of cases) {
    const plan = await indexOf(db, barePage(entry.where));
    const list = () =>
      listAuditPage(db, entry.reach, entry.filter, { page: 1, limit: PAGE_SIZE, typeSort: 'DESC' });
    const bare = () => rawRows<{ id: number }>(db, barePage(entry.where));
    const result = await compareMedians(options.reads, list, bare);
    const listed = result.value.items.map((item) => item.id);
    const bareIds = result.baselineValue.map((row) => Number(row.id));
    if (listed.length === 0 || listed.join() !== bareIds.join()) {
      throw new Error(`${entry.label}: the list and the bare SQL read different lines`);
    }
    const ratio = result.ms / result.baselineMs;
    const ok = ratio <= PAGE_RATIO;
    passed &&= ok;
    console.log(
      `  first page, ${entry.label}: bare SQL ${milliseconds(result.baselineMs)} (${plan}), list ${milliseconds(result.ms)} with its total ${count(result.value.total)}${result.value.estimated ? ' (estimated)' : ''} (medians of ${options.reads}) ratio ${ratio.toFixed(2)} (target ≤ ${PAGE_RATIO}) ${verdict(ok)}`,
    );
  }
  return passed;
}

/** The index the bare SQL's plan reads (EXPLAIN), or the plan's first line when none. */
async function indexOf(db: Database, query: SQL): Promise<string> {
  const rows = await rawRows<{ 'QUERY PLAN': string }>(db, sql`explain ${query}`);
  const lines = rows.map((row) => row['QUERY PLAN']);
  const index = lines
    .map((line) => /Index (?:Only )?Scan (?:Backward )?using (\w+)/.exec(line)?.[1])
    .find(Boolean);
  const sorted = lines.some((line) => /\bSort\b/.test(line));
  return index ? `${index}${sorted ? ', sorted' : ''}` : (lines[0] ?? '').trim();
}

async function linesIn(db: Database): Promise<number> {
  const [row] = await rawRows<{ lines: number }>(db, sql`select count(*)::int as lines from audit_log`);
  return row?.lines ?? 0;
}

/**
 * `lines` generated lines spread over two years up to now, SERVICES services (the bench's among
 * them) and USERS users, with a captured row each like a real update's. Loaded as a restore
 * would: triggers off and audit_log's indexes dropped, then the indexes built again from their
 * own definitions and the counts made by audit_log_recount() (migration 0029), the state the
 * trigger would have left.
 */
async function seedLines(db: Database, lines: number, benchServiceId: number): Promise<void> {
  if (lines <= 0) return;
  const int = (value: number) => sql.raw(String(Math.trunc(value)));
  const textArray = (values: readonly string[]) =>
    sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);
  const indexes = await rawRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
         where tablename = 'audit_log' and indexname <> 'audit_log_pkey'`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index ${name}`));
  for (let from = 0; from < lines; from += SEED_BATCH) {
    const to = Math.min(lines, from + SEED_BATCH);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into audit_log (occurred_at, service_id, shop_id, user_id, user_name, user_email, role, entity,
                               entity_id, entity_label, action, changes, client_address, console_version)
        select now() - interval '730 days' * (1 - g::float8 / ${int(lines)}),
               case when g % 50 = 0 then null else ${int(benchServiceId)} - 1 + g % ${int(SERVICES)} end,
               null,
               1 + g % ${int(USERS)},
               '計測 ' || (1 + g % ${int(USERS)}),
               'user' || (1 + g % ${int(USERS)}) || '@bench.example',
               ${int(ROLE_CLIENT)},
               (${textArray(SEED_ENTITIES)})[1 + g % ${int(SEED_ENTITIES.length)}],
               (g % 100000)::text,
               'ひだまり珈琲 ' || (g % 100000) || '号店',
               (${textArray(SEED_ACTIONS)})[1 + (g / 7) % ${int(SEED_ACTIONS.length)}],
               jsonb_build_array(jsonb_build_object('t', 'shops', 'op', 'u', 'id', g % 100000,
                 'c', jsonb_build_object('name', jsonb_build_array('旧店名', '新店名')))),
               '192.0.2.' || (g % 250),
               '1.0.0'
          from generate_series(${int(from + 1)}, ${int(to)}) as g`);
    });
  }
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  await db.execute(sql`select audit_log_recount()`);
  // What autovacuum does to an appended table soon after (PostgreSQL 13+): statistics, and the
  // visibility map that lets a read use an index alone.
  await db.execute(sql`vacuum analyze audit_log`);
  await db.execute(sql`vacuum analyze audit_log_days`);
  await db.execute(sql`vacuum analyze audit_log_facet_totals`);
}
