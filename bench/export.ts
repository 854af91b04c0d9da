import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { ROLE_CLIENT } from '@shared/constants';
import type { CsvExportId } from '@shared/constants';
import { CP932 } from '@shared/encoding';
import { deleteFile, fileSize } from '../src-server/platform/jobs/files/store';
import type { FileWriter } from '../src-server/platform/jobs/files/store';
import { copyCsv, streamCopyCsv } from '../src-server/platform/db/copy-csv';
import { cellFields } from '../src-server/platform/jobs/exports/csv-pages';
import { jobKindsOf } from '../src-server/modules';
import { exportDefinitionFor } from '../src-server/platform/jobs/kinds';
import { isFileExport } from '../src-server/platform/jobs/exports/definition';
import type { ExportScope, RawFilters } from '../src-server/platform/jobs/exports/definition';
import { runExport } from '../src-server/platform/jobs/exports/run-export';
import { DEFAULT_JOB_SETTINGS } from '../src-server/platform/jobs/settings';
import { createBenchService } from './data';
import type { BenchService } from './data';
import { openBenchDatabase } from './database';
import type { BenchDatabase } from './database';
import { MemoryPeak, megabytes } from './memory';
import { mb, positiveInteger, seconds, verdict } from './report';

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

const TARGET_MEMORY_MB = 256;

/** Runs the export 0001 benchmark and prints its figures; answers whether it met the targets. */
export async function runExportBench(options: ExportBenchOptions): Promise<boolean> {
  const database = await openBenchDatabase(options.databaseUrl);
  console.log(`Export 0001 (shops): ${options.rows.toLocaleString('en')} rows on ${database.description}`);
  let service: BenchService | undefined;
  try {
    const generation = Date.now();
    service = await createBenchService(database.db, options.rows);
    console.log(`  data generated in ${seconds(Date.now() - generation)}`);
    const passed = await runExportFigure({
      database,
      code: '0001',
      scope: clientScope(service.serviceId, service.userId),
      rawFilters: {},
      rows: options.rows,
      rounds: options.rounds,
      batchRows: options.batchRows,
      targetRatio: 1.5,
    });
    console.log(`RESULT: ${verdict(passed)}`);
    return passed;
  } finally {
    await service?.remove();
    await database.close();
  }
}

/** The service's head office (a client user), as a job records who asked. */
export function clientScope(serviceId: number, userId: number): ExportScope {
  return {
    serviceId,
    caller: { userId, role: ROLE_CLIENT, serviceId, shopId: null, groupId: null },
  };
}

export interface ExportFigure {
  database: BenchDatabase;
  code: CsvExportId;
  scope: ExportScope;
  rawFilters: RawFilters;
  /** How many rows the export must write. */
  rows: number;
  rounds: number;
  batchRows: number;
  /** export time / baseline time must not exceed this. */
  targetRatio: number;
}

interface Measurement {
  seconds: number;
  bytes: number;
  peakRss: number;
  peakHeap: number;
}

/**
 * One export through the real code path against its bare baseline, best of `rounds`, with the
 * memory the export adds to this process; prints the figures and answers whether they met the
 * targets.
 */
export async function runExportFigure(figure: ExportFigure): Promise<boolean> {
  const reading = figure.database.streams
    ? 'one streamed COPY'
    : `a COPY per ${figure.batchRows.toLocaleString('en')} rows`;
  console.log(`  the export reads ${reading}; best of ${figure.rounds} rounds`);
  const floor = process.memoryUsage().rss;
  console.log(`  process RSS ${mb(floor)} before the runs`);
  const baselines: Measurement[] = [];
  const exports: Measurement[] = [];
  const unstoredExports: Measurement[] = [];
  for (let round = 1; round <= figure.rounds; round += 1) {
    const exported = await measure((peak) => exportOnce(figure, peak, true));
    const unstored = await measure((peak) => exportOnce(figure, peak, false));
    const baseline = await measure(() => copyBaseline(figure));
    console.log(`  round ${round}: export ${describe(exported, figure.rows)}`);
    console.log(`           export without storing the file ${describe(unstored, figure.rows)}`);
    console.log(`           baseline ${describe(baseline, figure.rows)}`);
    baselines.push(baseline);
    exports.push(exported);
    unstoredExports.push(unstored);
  }
  return report(
    figure,
    fastest(baselines),
    fastest(exports),
    fastest(unstoredExports),
    Math.max(...exports.map((run) => run.peakRss)) - floor,
  );
}

/**
 * `COPY (<the export's own rows query, for every row, of its cells as text>) TO STDOUT WITH
 * CSV` in one statement, decoded and encoded again in CP932 by iconv-lite: the same rows and
 * cells, quoted by the database, without formula escaping, CRLF line ends or a stored file.
 */
async function copyBaseline(figure: ExportFigure): Promise<number> {
  const { database } = figure;
  const { definition, filters } = await parsedExport(figure);
  const fields = cellFields(definition);
  const query = definition.rowsQuery(database.db, {
    scope: figure.scope,
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
async function exportOnce(figure: ExportFigure, peak: MemoryPeak, store: boolean): Promise<number> {
  const { database, scope, rawFilters, rows, batchRows } = figure;
  const { definition } = await parsedExport(figure);
  const discarded = discardingFile();
  const outcome = await runExport(definition, {
    db: database.db,
    settings: { ...DEFAULT_JOB_SETTINGS, exportBatchRows: batchRows },
    scope,
    rawFilters,
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

/** The export's definition and its filters, parsed as the job parses them. */
async function parsedExport({ code, scope, rawFilters, database }: ExportFigure) {
  const definition = exportDefinitionFor(jobKindsOf(), code);
  if (!definition) throw new Error(`export ${code} is not registered`);
  if (isFileExport(definition))
    throw new Error(`export ${code} writes its own file: it has no COPY baseline`);
  const parsed = await definition.parseFilters(rawFilters, scope, database.db);
  if (!parsed.ok) throw new Error(parsed.message);
  return { definition, filters: parsed.filters as unknown };
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
  { rows, targetRatio }: ExportFigure,
  baseline: Measurement,
  exported: Measurement,
  unstored: Measurement,
  exportMemory: number,
): boolean {
  const ratio = exported.seconds / baseline.seconds;
  const speedOk = ratio <= targetRatio;
  const memoryOk = megabytes(exportMemory) < TARGET_MEMORY_MB;
  console.log(`  best export:   ${describe(exported, rows)}, peak heap ${mb(exported.peakHeap)}`);
  console.log(`  best baseline: ${describe(baseline, rows)}`);
  console.log(`  output: export ${mb(exported.bytes)} of CP932, baseline ${mb(baseline.bytes)}`);
  console.log(
    `  speed: export / baseline = ${ratio.toFixed(2)} (target <= ${targetRatio}) ${verdict(speedOk)}`,
  );
  console.log(
    `         without storing the file: ${(unstored.seconds / baseline.seconds).toFixed(2)} (storing it in the database costs ${(exported.seconds - unstored.seconds).toFixed(2)} s)`,
  );
  console.log(
    `  memory: the export adds ${mb(exportMemory)} to the process at its peak (target < ${TARGET_MEMORY_MB} MB) ${verdict(memoryOk)}`,
  );
  return speedOk && memoryOk;
}

function describe(measurement: Measurement, rows: number): string {
  const perSecond = Math.round(rows / measurement.seconds).toLocaleString('en');
  return `${measurement.seconds.toFixed(2)} s, ${perSecond} rows/s, peak RSS ${mb(measurement.peakRss)}`;
}
