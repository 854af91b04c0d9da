import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src-server/platform/db/client';
import { services } from '../src-server/platform/db/schema';
import { count, mb, milliseconds, positiveInteger, verdict } from './report';
import { startBenchServer } from './server';
import type { BenchServer } from './server';

export interface ApiBenchOptions {
  databaseUrl: string | undefined;
  connections: number;
  seconds: number;
  shops: number;
}

/**
 * BENCH_API_CONNECTIONS (default 50 concurrent clients), BENCH_API_SECONDS (per endpoint,
 * default 20), BENCH_API_SHOPS (shops of the service listed, default 1,000). PGlite always;
 * PostgreSQL too when BENCH_DATABASE_URL is set.
 */
export function readApiBenchOptions(env: NodeJS.ProcessEnv): ApiBenchOptions {
  return {
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    connections: positiveInteger(env.BENCH_API_CONNECTIONS, 50),
    seconds: positiveInteger(env.BENCH_API_SECONDS, 20),
    shops: positiveInteger(env.BENCH_API_SHOPS, 1_000),
  };
}

const PASSWORD = 'Bench-password-2026';
const ANSWER_TIMEOUT_SECONDS = 120;

/**
 * The API under load (issue 18): `connections` clients at once, each a user of its own, on the
 * store list (a page of 15 of the service's shops, with the status counts) and on login (scrypt
 * and a new token each time). The server runs in a process of its own, on PGlite and then on
 * PostgreSQL; autocannon (pinned 8.0.0, which runs on Node 20) keeps every client busy and
 * records each answer's latency in an HDR histogram, so p99 is measured, not estimated. On
 * PostgreSQL the same load runs again with two server processes on the one database, the
 * clients shared between them (issue 31), as an operator scales the API out. The figures are
 * printed; the pass condition is that every answer was a 2xx (no target speed is set).
 */
export async function runApiBench(options: ApiBenchOptions): Promise<boolean> {
  console.log(
    `API under load: ${options.connections} concurrent clients, ${options.seconds} s per endpoint, a service of ${count(options.shops)} shops`,
  );
  console.log('  the server runs in its own process (login rate limits lifted: one address sends it all)');
  let passed = true;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  try {
    passed = (await onDatabase('PGlite (a folder, in the server process)', { dataDir }, options)) && passed;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (options.databaseUrl) {
    const database = { url: options.databaseUrl };
    passed = (await onDatabase('PostgreSQL (BENCH_DATABASE_URL)', database, options)) && passed;
    // Issue 31: the same load shared by two server processes on the one database (no target:
    // on a 2-core machine the two processes and PostgreSQL share the same cores).
    passed =
      (await onDatabase('PostgreSQL, two server processes on one database', database, options, 2)) && passed;
  } else {
    console.log('  PostgreSQL: skipped (BENCH_DATABASE_URL is not set)');
  }
  console.log(`RESULT: ${verdict(passed)}`);
  return passed;
}

async function onDatabase(
  name: string,
  database: { url: string } | { dataDir: string },
  options: ApiBenchOptions,
  processes = 1,
): Promise<boolean> {
  const servers = await Promise.all(Array.from({ length: processes }, () => startBenchServer(database)));
  try {
    const [first] = servers as [BenchServer, ...BenchServer[]];
    const { subdomain, emails } = await first.seedAccounts(options.shops, options.connections, PASSWORD);
    const tokens = await Promise.all(emails.map((email) => login(first.url, email)));
    const idle = await peakOf(servers);
    console.log(
      `  ${name}: server pid ${servers.map((server) => server.pid).join(', ')}, RSS ${mb(idle.rss)} after seeding`,
    );
    const list = await load(servers, options, {
      path: `/${subdomain}/stores?page=1&limit=15`,
      method: 'GET',
      perClient: (index) => ({ headers: { authorization: `Bearer ${tokens[index % tokens.length]}` } }),
    });
    report('store list', list);
    const logins = await load(servers, options, {
      path: '/auth/login',
      method: 'POST',
      perClient: (index) => ({
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: emails[index % emails.length], password: PASSWORD }),
      }),
    });
    report('login     ', logins);
    if ('url' in database) await removeService(subdomain, database.url);
    return list.ok && logins.ok;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

/** The servers' peak memory since the last call, added up (several processes share the machine). */
async function peakOf(servers: readonly BenchServer[]): Promise<{ rss: number; heapUsed: number }> {
  const peaks = await Promise.all(servers.map((server) => server.peak()));
  return peaks.reduce((sum, peak) => ({ rss: sum.rss + peak.rss, heapUsed: sum.heapUsed + peak.heapUsed }));
}

async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data?: { accessToken?: string }; accessToken?: string };
  const token = body.data?.accessToken ?? body.accessToken;
  if (!token) throw new Error(`login ${email}: no token in ${JSON.stringify(body)}`);
  return token;
}

interface LoadResult {
  ok: boolean;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  failures: string;
  peakRss: number;
  peakHeap: number;
}

async function load(
  servers: readonly BenchServer[],
  options: ApiBenchOptions,
  request: {
    path: string;
    method: 'GET' | 'POST';
    perClient: (index: number) => { headers: Record<string, string>; body?: string };
  },
): Promise<LoadResult> {
  await peakOf(servers);
  let clients = 0;
  const urls = servers.map((server) => `${server.url}${request.path}`);
  const result = await autocannon({
    // Several URLs share the connections round robin (autocannon's README, `url`); its types know only one.
    url: (urls.length === 1 ? urls[0] : urls) as string,
    method: request.method,
    connections: options.connections,
    duration: options.seconds,
    // A slow answer is a latency to measure, not an error: under 50 logins at once each waits
    // for scrypt behind the others for far longer than autocannon's default 10 s.
    timeout: ANSWER_TIMEOUT_SECONDS,
    setupClient: (client) => {
      const { headers, body } = request.perClient(clients);
      clients += 1;
      client.setHeadersAndBody(headers, body);
    },
  });
  const peak = await peakOf(servers);
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    ok: failures === 0 && result['2xx'] > 0,
    // Answers over the run's length: with a few slow logins the per-second average rounds to 0.
    requestsPerSecond: (result['2xx'] + result.non2xx) / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result['2xx'] + result.non2xx,
    failures: `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    peakRss: peak.rss,
    peakHeap: peak.heapUsed,
  };
}

function report(name: string, result: LoadResult): void {
  console.log(
    `    ${name}: ${result.requestsPerSecond.toFixed(1)} requests/s, p50 ${milliseconds(result.p50)}, p99 ${milliseconds(result.p99)} (${count(result.total)} answers; ${result.failures}); server peak RSS ${mb(result.peakRss)}, heap ${mb(result.peakHeap)} ${verdict(result.ok)}`,
  );
}

/** The service the server process seeded in PostgreSQL, removed through a connection of the bench's own. */
async function removeService(subdomain: string, databaseUrl: string): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await handle.db.delete(services).where(eq(services.subdomain, subdomain));
  } finally {
    await handle.close();
  }
}
