import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { ROLE_CLIENT } from '@shared/constants';
import { CP932 } from '@shared/encoding';
import { deleteFile, fileSize } from '../src-server/jobs/files/store';
import type { FileWriter } from '../src-server/jobs/files/store';
import { copyCsv, streamCopyCsv } from '../src-server/db/copy-csv';
import { cellFields } from '../src-server/jobs/exports/csv-pages';
import { exportDefinitionFor } from '../src-server/jobs/exports/registry';
import type { ExportScope } from '../src-server/jobs/exports/definition';
import { runExport } from '../src-server/jobs/exports/run-export';
import { DEFAULT_JOB_SETTINGS } from '../src-server/jobs/settings';
import { createBenchService } from './data';
import type { BenchService } from './data';
import { openBenchDatabase } from './database';
import type { BenchDatabase } from './database';
import { MemoryPeak, megabytes } from './memory';

export interface ExportBenchOptions {
  databaseUrl: string | undefined;
  rows: number;
  rounds: number;
  batchRows: number;
}

/**
 * BENCH_DATABASE_URL, BENCH_ROWS (default 1,000,000), BENCH_ROUNDS (default 2) and
 * BENCH_BATCH_ROWS (rows per query on PGlite, default the server's exportBatchRows; PostgreSQL
 * streams one COPY).
 */
export function readExportBenchOptions(env: NodeJS.ProcessEnv): ExportBenchOptions {
  return {
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    rows: positiveInteger(env.BENCH_ROWS, 1_000_000),
    rounds: positiveInteger(env.BENCH_ROUNDS, 2),
    batchRows: positiveInteger(env.BENCH_BATCH_ROWS, DEFAULT_JOB_SETTINGS.exportBatchRows),
  };
}

function positiveInteger(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const number = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(number) || number < 1) throw new Error(`expected a positive integer, got "${value}"`);
  return number;
}

const TARGET_RATIO = 1.5;
const TARGET_MEMORY_MB = 256;

interface Measurement {
  seconds: number;
  bytes: number;
  peakRss: number;
  peakHeap: number;
}

/** Runs the export 0001 benchmark and prints its figures; answers whether it met the targets. */
export async function runExportBench(options: ExportBenchOptions): Promise<boolean> {
  const database = await openBenchDatabase(options.databaseUrl);
  console.log(`Export 0001 (shops): ${options.rows.toLocaleString('en')} rows on ${database.description}`);
  const reading = options.databaseUrl
    ? 'one streamed COPY'
    : `a COPY per ${options.batchRows.toLocaleString('en')} rows`;
  console.log(`  the export reads ${reading}; best of ${options.rounds} rounds`);
  let service: BenchService | undefined;
  try {
    const generation = Date.now();
    service = await createBenchService(database.db, options.rows);
    const floor = process.memoryUsage().rss;
    console.log(
      `  data generated in ${seconds(Date.now() - generation)}; process RSS ${mb(floor)} before the runs`,
    );
    const baselines: Measurement[] = [];
    const exports: Measurement[] = [];
    const unstoredExports: Measurement[] = [];
    for (let round = 1; round <= options.rounds; round += 1) {
      const exported = await measure((peak) => exportShops(database, service!, options, peak, true));
      const unstored = await measure((peak) => exportShops(database, service!, options, peak, false));
      const baseline = await measure(() => copyBaseline(database, service!));
      console.log(`  round ${round}: export ${describe(exported, options.rows)}`);
      console.log(`           export without storing the file ${describe(unstored, options.rows)}`);
      console.log(`           baseline ${describe(baseline, options.rows)}`);
      baselines.push(baseline);
      exports.push(exported);
      unstoredExports.push(unstored);
    }
    return report(
      fastest(baselines),
      fastest(exports),
      fastest(unstoredExports),
      Math.max(...exports.map((run) => run.peakRss)) - floor,
      options.rows,
    );
  } finally {
    await service?.remove();
    await database.close();
  }
}

/**
 * `COPY (<the export's own rows query, for every row, of its cells as text>) TO STDOUT WITH
 * CSV` in one statement, decoded and encoded again in CP932 by iconv-lite: the same rows and
 * cells, quoted by the database, without formula escaping, CRLF line ends or a stored file.
 */
async function copyBaseline(database: BenchDatabase, service: BenchService): Promise<number> {
  const { definition, scope, filters } = await benchExport(database, service);
  const fields = cellFields(definition);
  const query = definition.rowsQuery(database.db, {
    scope,
    filters,
    keyRange: sql`true`,
    limit: null,
    fields,
  });
  // PGlite cannot stream a COPY: there, its whole output is encoded in 64 KB pieces.
  const chunks =
    streamCopyCsv(database.db, query, STREAM_BUFFER_BYTES) ?? piecesOf(await copyCsv(database.db, query));
  const decoder = new TextDecoder();
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let bytes = 0;
  const encode = () => {
    bytes += iconv.encode(
      decoder.decode(Buffer.concat(pending, pendingBytes), { stream: true }),
      CP932,
    ).length;
    pending = [];
    pendingBytes = 0;
  };
  for await (const chunk of chunks) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= 65_536) encode();
  }
  encode();
  return bytes;
}

const STREAM_BUFFER_BYTES = 1 << 20;

function* piecesOf(bytes: Buffer): Generator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += 65_536) yield bytes.subarray(offset, offset + 65_536);
}

/**
 * The real export code path: filters, the COPY, CSV, CP932, and the stored file; or, with
 * `store` false, the same up to the bytes, which are counted and dropped (to show what storing
 * the file in the database costs).
 */
async function exportShops(
  database: BenchDatabase,
  service: BenchService,
  { rows, batchRows }: ExportBenchOptions,
  peak: MemoryPeak,
  store: boolean,
): Promise<number> {
  const { definition, scope } = await benchExport(database, service);
  const discarded = discardingFile();
  const outcome = await runExport(definition, {
    db: database.db,
    settings: { ...DEFAULT_JOB_SETTINGS, exportBatchRows: batchRows },
    scope,
    rawFilters: {},
    keepAlive: async () => peak.sample(),
    ...(store ? {} : { openFile: async () => discarded }),
  });
  if (!outcome.ok) throw new Error(`export cancelled: ${outcome.message}`);
  if (outcome.rowCount !== rows) throw new Error(`exported ${outcome.rowCount} rows, expected ${rows}`);
  if (!store) return discarded.byteCount;
  const bytes = (await fileSize(database.db, outcome.fileId)) ?? 0;
  await deleteFile(database.db, outcome.fileId);
  return bytes;
}

function discardingFile(): FileWriter & { byteCount: number } {
  return {
    id: 'not-stored',
    byteCount: 0,
    async write(bytes) {
      this.byteCount += bytes.length;
    },
    async close() {
      return { id: this.id, byteCount: this.byteCount };
    },
    async discard() {},
  };
}

/** Export 0001 as the bench service's client user asks for it, without filters. */
async function benchExport(database: BenchDatabase, service: BenchService) {
  const definition = exportDefinitionFor('0001');
  if (!definition) throw new Error('export 0001 is not registered');
  const scope: ExportScope = {
    serviceId: service.serviceId,
    requester: {
      userId: service.userId,
      role: ROLE_CLIENT,
      serviceId: service.serviceId,
      shopId: null,
      groupId: null,
    },
  };
  const parsed = await definition.parseFilters({}, scope, database.db);
  if (!parsed.ok) throw new Error(parsed.message);
  return { definition, scope, filters: parsed.filters as unknown };
}

async function measure(run: (peak: MemoryPeak) => Promise<number>): Promise<Measurement> {
  const peak = new MemoryPeak();
  const started = performance.now();
  peak.start();
  try {
    const bytes = await run(peak);
    return {
      seconds: (performance.now() - started) / 1000,
      bytes,
      peakRss: peak.rss,
      peakHeap: peak.heapUsed,
    };
  } finally {
    peak.stop();
  }
}

function fastest(measurements: Measurement[]): Measurement {
  return measurements.reduce((best, next) => (next.seconds < best.seconds ? next : best));
}

/**
 * Speed: the best export against the best baseline. Memory: what the export adds to the
 * process at its peak, over the RSS before any run (the modules, and with PGlite the database
 * itself, are there whatever the export does).
 */
function report(
  baseline: Measurement,
  exported: Measurement,
  unstored: Measurement,
  exportMemory: number,
  rows: number,
): boolean {
  const ratio = exported.seconds / baseline.seconds;
  const speedOk = ratio <= TARGET_RATIO;
  const memoryOk = megabytes(exportMemory) < TARGET_MEMORY_MB;
  console.log(`  best export:   ${describe(exported, rows)}, peak heap ${mb(exported.peakHeap)}`);
  console.log(`  best baseline: ${describe(baseline, rows)}`);
  console.log(`  output: export ${mb(exported.bytes)} of CP932, baseline ${mb(baseline.bytes)}`);
  console.log(
    `  speed: export / baseline = ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}) ${verdict(speedOk)}`,
  );
  console.log(
    `         without storing the file: ${(unstored.seconds / baseline.seconds).toFixed(2)} (storing it in the database costs ${(exported.seconds - unstored.seconds).toFixed(2)} s)`,
  );
  console.log(
    `  memory: the export adds ${mb(exportMemory)} to the process at its peak (target < ${TARGET_MEMORY_MB} MB) ${verdict(memoryOk)}`,
  );
  console.log(`RESULT: ${verdict(speedOk && memoryOk)}`);
  return speedOk && memoryOk;
}

function describe(measurement: Measurement, rows: number): string {
  const perSecond = Math.round(rows / measurement.seconds).toLocaleString('en');
  return `${measurement.seconds.toFixed(2)} s, ${perSecond} rows/s, peak RSS ${mb(measurement.peakRss)}`;
}

const mb = (bytes: number) => `${megabytes(bytes).toFixed(0)} MB`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
