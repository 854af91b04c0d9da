import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { jobKindsOf } from '../src-server/modules';
import { CopyCsvRecordReader } from '../src-server/platform/jobs/exports/copy-csv-records';
import { copyCsvChunks } from '../src-server/platform/jobs/exports/csv-pages';
import type { ExportFileOptions } from '../src-server/platform/jobs/exports/file-options';
import { runExport } from '../src-server/platform/jobs/exports/run-export';
import { tableExportDefinitionFor } from '../src-server/platform/jobs/kinds';
import { deleteFile, fileSize } from '../src-server/platform/jobs/files/store';
import { DEFAULT_JOB_SETTINGS } from '../src-server/platform/jobs/settings';
import { createBenchService } from './data';
import type { BenchService } from './data';
import { openBenchDatabase } from './database';
import type { BenchDatabase } from './database';
import { clientScope } from './export';
import { MemoryPeak, megabytes } from './memory';
import { mb, positiveInteger, seconds, verdict } from './report';

export interface XlsxBenchOptions {
  databaseUrl: string | undefined;
  rows: number;
  rounds: number;
  /** Rows the exceljs comparison writes (0: none). */
  exceljsRows: number;
}

/**
 * BENCH_DATABASE_URL, BENCH_ROWS (default 1,000,000), BENCH_ROUNDS (default 2) and
 * BENCH_EXCELJS_ROWS (default 50,000; 0 leaves the comparison out).
 */
export function readXlsxBenchOptions(env: NodeJS.ProcessEnv): XlsxBenchOptions {
  return {
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    rows: positiveInteger(env.BENCH_ROWS, 1_000_000),
    rounds: positiveInteger(env.BENCH_ROUNDS, 2),
    exceljsRows: env.BENCH_EXCELJS_ROWS === '0' ? 0 : positiveInteger(env.BENCH_EXCELJS_ROWS, 50_000),
  };
}

const TARGET_RATIO = 3;
const TARGET_MEMORY_MB = 256;

interface Measurement {
  seconds: number;
  bytes: number;
  peakRss: number;
  peakHeap: number;
}

/**
 * Export 0001 as an .xlsx against the same export as the spec's CSV, both through the real
 * code path into a stored file, alternating, best of `rounds`; and the memory the .xlsx adds.
 * For comparison only: exceljs's streaming WorkbookWriter fed the same rows.
 */
export async function runXlsxBench(options: XlsxBenchOptions): Promise<boolean> {
  const database = await openBenchDatabase(options.databaseUrl);
  console.log(`Export 0001 as .xlsx: ${options.rows.toLocaleString('en')} rows on ${database.description}`);
  let service: BenchService | undefined;
  try {
    const generation = Date.now();
    service = await createBenchService(database.db, options.rows);
    console.log(`  data generated in ${seconds(Date.now() - generation)}; best of ${options.rounds} rounds`);
    const floor = process.memoryUsage().rss;
    console.log(`  process RSS ${mb(floor)} before the runs`);
    const csvRuns: Measurement[] = [];
    const xlsxRuns: Measurement[] = [];
    for (let round = 1; round <= options.rounds; round += 1) {
      const csv = await exportOnce(database, service, options.rows, { format: 'csv', encoding: 'shift_jis' });
      const xlsx = await exportOnce(database, service, options.rows, { format: 'xlsx', encoding: 'utf-8' });
      console.log(`  round ${round}: CSV ${describe(csv, options.rows)}`);
      console.log(`           .xlsx ${describe(xlsx, options.rows)}`);
      csvRuns.push(csv);
      xlsxRuns.push(xlsx);
    }
    const csv = fastest(csvRuns);
    const xlsx = fastest(xlsxRuns);
    const ratio = xlsx.seconds / csv.seconds;
    const added = Math.max(...xlsxRuns.map((run) => run.peakRss)) - floor;
    const speedOk = ratio <= TARGET_RATIO;
    const memoryOk = megabytes(added) < TARGET_MEMORY_MB;
    console.log(`  output: .xlsx ${mb(xlsx.bytes)}, CSV ${mb(csv.bytes)}`);
    console.log(`  speed: .xlsx / CSV = ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}) ${verdict(speedOk)}`);
    console.log(
      `  memory: the .xlsx adds ${mb(added)} to the process at its peak (target < ${TARGET_MEMORY_MB} MB) ${verdict(memoryOk)}`,
    );
    if (options.exceljsRows > 0)
      await exceljsComparison(
        database,
        service,
        Math.min(options.exceljsRows, options.rows),
        xlsx,
        options.rows,
      );
    const passed = speedOk && memoryOk;
    console.log(`RESULT: ${verdict(passed)}`);
    return passed;
  } finally {
    await service?.remove();
    await database.close();
  }
}

async function exportOnce(
  database: BenchDatabase,
  service: BenchService,
  rows: number,
  options: ExportFileOptions,
): Promise<Measurement> {
  const definition = tableExportDefinitionFor(jobKindsOf(), '0001');
  if (!definition) throw new Error('export 0001 is not registered');
  const peak = new MemoryPeak();
  const started = performance.now();
  peak.start();
  try {
    const outcome = await runExport(definition, {
      db: database.db,
      settings: DEFAULT_JOB_SETTINGS,
      scope: clientScope(service.serviceId, service.userId),
      rawFilters: {},
      options,
      keepAlive: async () => peak.sample(),
    });
    if (!outcome.ok) throw new Error(`export cancelled: ${outcome.message}`);
    if (outcome.rowCount !== rows) throw new Error(`exported ${outcome.rowCount} rows, expected ${rows}`);
    const elapsed = (performance.now() - started) / 1000;
    const bytes = (await fileSize(database.db, outcome.fileId)) ?? 0;
    await deleteFile(database.db, outcome.fileId);
    return { seconds: elapsed, bytes, peakRss: peak.rss, peakHeap: peak.heapUsed };
  } finally {
    peak.stop();
  }
}

/**
 * exceljs's streaming WorkbookWriter (shared strings off, one shared style object per column so
 * its style cache hits) writing the first `rows` rows of the same COPY output, typed alike, into
 * a sink: what the export would take on that library, printed beside ours.
 */
async function exceljsComparison(
  database: BenchDatabase,
  service: BenchService,
  rows: number,
  ours: Measurement,
  ourRows: number,
): Promise<void> {
  const definition = tableExportDefinitionFor(jobKindsOf(), '0001')!;
  const filters = await definition.parseFilters(
    {},
    clientScope(service.serviceId, service.userId),
    database.db,
  );
  if (!filters.ok) throw new Error(filters.message);
  const source = {
    definition,
    scope: clientScope(service.serviceId, service.userId),
    filters: filters.filters,
    pageRows: DEFAULT_JOB_SETTINGS.exportBatchRows,
  };
  let bytes = 0;
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  const started = performance.now();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('店舗', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = definition.columns.map((column) => ({ header: column.header, width: 14 }));
  sheet.getRow(1).font = { bold: true };
  const styles = definition.columns.map((column) =>
    column.type === 'dateTime'
      ? { numFmt: 'yyyy/mm/dd hh:mm' }
      : column.type === 'number'
        ? {}
        : { numFmt: '@' },
  );
  const reader = new CopyCsvRecordReader();
  let written = 0;
  outer: for await (const chunk of copyCsvChunks(database.db, source)) {
    for (const record of reader.read(chunk)) {
      const row = sheet.addRow(
        record.map((text, index) => {
          const type = definition.columns[index]?.type;
          if (text === '') return null;
          if (type === 'number') return Number(text);
          if (type === 'dateTime') return new Date(`${text.replaceAll('/', '-').replace(' ', 'T')}:00Z`);
          return text;
        }),
      );
      styles.forEach((style, index) => {
        row.getCell(index + 1).style = style;
      });
      row.commit();
      written += 1;
      if (written >= rows) break outer;
    }
  }
  sheet.commit();
  await book.commit();
  const elapsed = (performance.now() - started) / 1000;
  const perSecond = Math.round(written / elapsed);
  const ourPerSecond = Math.round(ourRows / ours.seconds);
  console.log(
    `  for comparison, exceljs ${'4.4.0'} WorkbookWriter on the first ${written.toLocaleString('en')} rows: ${elapsed.toFixed(2)} s, ${perSecond.toLocaleString('en')} rows/s (${mb(bytes)}) against ${ourPerSecond.toLocaleString('en')} rows/s for the export's writer`,
  );
}

function fastest(measurements: Measurement[]): Measurement {
  return measurements.reduce((best, next) => (next.seconds < best.seconds ? next : best));
}

function describe(measurement: Measurement, rows: number): string {
  const perSecond = Math.round(rows / measurement.seconds).toLocaleString('en');
  return `${measurement.seconds.toFixed(2)} s, ${perSecond} rows/s, peak RSS ${mb(measurement.peakRss)}, peak heap ${mb(measurement.peakHeap)}`;
}
