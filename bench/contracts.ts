import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { from as copyFrom } from 'pg-copy-streams';
import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_ROW_CHARS } from '@shared/constants';
import { CsvRecordReader } from '@shared/csv';
import { CONTRACT_IMPORT_HEADER, isImportHeader, readImportRow } from '@shared/imports';
import { CP932, createStreamDecoder } from '@shared/encoding';
import { driverClientOf } from '../src-server/db/client';
import { shops } from '../src-server/db/schema';
import { contracts, estimateProducts } from '../src-server/db/schema-contracts';
import { contractsImporter } from '../src-server/imports/contracts';
import { estimateImagesImporter } from '../src-server/imports/estimate-images';
import type { ImportContext, PlannedRow } from '../src-server/jobs/imports/importer';
import type { ZipImportContext } from '../src-server/jobs/imports/run-zip-import';
import { DEFAULT_JOB_SETTINGS } from '../src-server/jobs/settings';
import { createBenchService } from './data';
import { openBenchDatabase } from './database';
import type { BenchDatabase } from './database';
import { MemoryPeak, megabytes } from './memory';
import { makeZip } from '../tests/server/support/zip';

export interface ContractBenchOptions {
  databaseUrl: string | undefined;
  rows: number;
  zipMegabytes: number;
}

/** BENCH_DATABASE_URL (PostgreSQL; COPY FROM needs it), BENCH_CONTRACT_ROWS (100,000), BENCH_ZIP_MB (50). */
export function readContractBenchOptions(env: NodeJS.ProcessEnv): ContractBenchOptions {
  const number = (value: string | undefined, fallback: number) =>
    value ? Number(value.replaceAll('_', '')) : fallback;
  return {
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    rows: number(env.BENCH_CONTRACT_ROWS, 100_000),
    zipMegabytes: number(env.BENCH_ZIP_MB, 50),
  };
}

const IMPORT_RATIO = 3;
const ZIP_RATIO = 2;
const MEMORY_MB = 256;
const CONDITIONS = ['3回', '6回', '10回', '12回', '24回', 'リボ払い', 'ボーナス一括払い'];

/** The contract rows of the import file, as a spreadsheet would save them. */
function contractCsv(rows: number): string {
  const lines = [CONTRACT_IMPORT_HEADER.join(',')];
  for (let index = 0; index < rows; index += 1) {
    const condition = CONDITIONS[index % CONDITIONS.length] ?? '12回';
    const revolving = condition === 'リボ払い';
    const type =
      revolving || index % 3 === 0
        ? '実質年率（元利均等）'
        : index % 3 === 1
          ? '分割手数料（アドオン方式）'
          : '無金利（加盟店負担）';
    const rate = type.startsWith('無金利') ? '0' : (5 + (index % 1000) / 100).toFixed(2);
    lines.push(
      `B-${String(index).padStart(7, '0')},${condition},${type},${rate},${revolving ? '10000' : '3000'}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function timed<T>(
  run: (peak: MemoryPeak) => Promise<T>,
): Promise<{ seconds: number; peakRss: number; value: T }> {
  const peak = new MemoryPeak();
  peak.start();
  const started = performance.now();
  try {
    const value = await run(peak);
    return { seconds: (performance.now() - started) / 1000, peakRss: peak.rss, value };
  } finally {
    peak.stop();
  }
}

/** The bare baseline: the same rows (UTF-8) into a plain table by COPY FROM STDIN. */
async function copyFromBaseline(database: BenchDatabase, text: string): Promise<void> {
  const driver = driverClientOf(database.db);
  if (driver?.kind !== 'postgres') throw new Error('COPY FROM needs PostgreSQL');
  const client = await driver.pool.connect();
  try {
    await client.query('create temporary table bench_contract_copy (n text, c text, t text, r text, a text)');
    await pipeline(
      Readable.from([Buffer.from(text, 'utf8')]),
      client.query(copyFrom('copy bench_contract_copy from stdin with (format csv, header true)')),
    );
    await client.query('drop table bench_contract_copy');
  } finally {
    client.release();
  }
}

const BATCH_ROWS = DEFAULT_JOB_SETTINGS.importBatchRows;
const APPLY_ROWS = DEFAULT_JOB_SETTINGS.importApplyChunkRows;

/**
 * The import's own path: CP932 decoded and read as a stream with the reading limits, the rows
 * checked in batches outside any transaction (the dry run), then the plan applied in one
 * transaction (versions locked and compared, bulk writes), as a confirmed job does on PostgreSQL.
 */
async function importContracts(
  database: BenchDatabase,
  bytes: Buffer,
  shopId: number,
  serviceId: number,
  userId: number,
  peak: MemoryPeak,
) {
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = (now - mark) / 1000;
    mark = now;
  };
  const ctx: ImportContext = { serviceId, shopId, userId, now: new Date(), scratch: new Map() };
  const decoder = createStreamDecoder(CP932);
  const reader = new CsvRecordReader({
    maxCellChars: IMPORT_MAX_CELL_CHARS,
    maxRecordChars: IMPORT_MAX_ROW_CHARS,
  });
  const records = [...reader.push(decoder.write(bytes)), ...reader.push(decoder.end()), ...reader.end()];
  const [header, ...body] = records;
  if (!header || header.overflow || !isImportHeader(header.values, contractsImporter.header))
    throw new Error('header');
  lap('decode and parse');
  const plan: PlannedRow<unknown>[] = [];
  for (let start = 0; start < body.length; start += BATCH_ROWS) {
    const rows = body.slice(start, start + BATCH_ROWS).map((record) => {
      const read = record.overflow ? null : readImportRow(contractsImporter.header, record);
      if (!read?.ok) throw new Error(`row ${record.number}`);
      return read.row;
    });
    const checks = await contractsImporter.checkRows(rows, database.db, ctx);
    checks.forEach((check, index) => {
      if (!check.ok) throw new Error(`row ${rows[index]?.number}: ${JSON.stringify(check.errors)}`);
      plan.push({ number: rows[index]?.number ?? 0, ...check });
    });
    peak.sample();
  }
  lap('row checks');
  await database.db.transaction(async (tx) => {
    for (let start = 0; start < plan.length; start += APPLY_ROWS) {
      const chunk = plan.slice(start, start + APPLY_ROWS);
      const versions = await contractsImporter.versions([...new Set(chunk.map((row) => row.key))], tx, ctx);
      if (chunk.some((row) => (versions.get(row.key) ?? null) !== row.version)) throw new Error('changed');
      await contractsImporter.apply(
        chunk.filter((row) => row.change !== 'unchanged') as PlannedRow<never>[],
        tx,
        ctx,
      );
    }
  });
  lap('write and commit');
  return phases;
}

function pngOf(bytes: number, seed: number): Buffer {
  const data = Buffer.alloc(bytes);
  for (let index = 0; index < bytes; index += 4)
    data.writeUInt32LE((Math.imul(index + seed, 2654435761) >>> 0) % 0xffffffff, index);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}

/** Runs both contract benchmarks; answers whether they met the targets. */
export async function runContractBench(options: ContractBenchOptions): Promise<boolean | null> {
  if (!options.databaseUrl) {
    console.log('Contracts: skipped (set BENCH_DATABASE_URL: the baseline is a COPY FROM on PostgreSQL)');
    return null;
  }
  const database = await openBenchDatabase(options.databaseUrl);
  const service = await createBenchService(database.db, 1);
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-contracts-'));
  try {
    const [shop] = await database.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.serviceId, service.serviceId));
    const shopId = shop?.id ?? 0;
    console.log(
      `Contract import: ${options.rows.toLocaleString('en')} rows (CP932) on ${database.description}`,
    );
    const text = contractCsv(options.rows);
    const bytes = iconv.encode(text, CP932);
    const floor = process.memoryUsage().rss;
    const baseline = await timed(() => copyFromBaseline(database, text));
    const imported = await timed((peak) =>
      importContracts(database, bytes, shopId, service.serviceId, service.userId, peak),
    );
    const phases = Object.entries(imported.value).map(([name, secs]) => `${name} ${secs.toFixed(1)} s`);
    console.log(`  import phases: ${phases.join(', ')}`);
    const importRatio = imported.seconds / baseline.seconds;
    const importMemory = megabytes(imported.peakRss - floor);
    console.log(
      `  COPY FROM ${baseline.seconds.toFixed(2)} s; import ${imported.seconds.toFixed(2)} s (${importRatio.toFixed(2)}×, target ${IMPORT_RATIO}×), +${importMemory.toFixed(0)} MB (target ${MEMORY_MB} MB)`,
    );

    const imageBytes = 512 * 1024;
    const count = Math.max(1, Math.round((options.zipMegabytes * 1024 * 1024) / imageBytes));
    const [contract] = await database.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.shopId, shopId))
      .limit(1);
    const products = await database.db
      .insert(estimateProducts)
      .values(
        Array.from({ length: count }, (_, index) => ({
          serviceId: service.serviceId,
          shopId,
          title: `ベンチ商品${index}`,
          amount: 10_000 + index,
          contractId: contract?.id ?? 0,
        })),
      )
      .returning({ id: estimateProducts.id });
    const zip = makeZip(
      products.map((product, index) => ({
        name: `images/${product.id}.png`,
        data: pngOf(imageBytes, index),
        stored: true,
      })),
    );
    const zipPath = path.join(folder, 'images.zip');
    await writeFile(zipPath, zip);
    console.log(`Image zip: ${count} images, ${megabytes(zip.length).toFixed(1)} MB`);
    const read = await timed(() => readFile(zipPath));
    const stored = await timed(async () => {
      const fromDisk = await readFile(zipPath);
      const ctx: ZipImportContext = {
        db: database.db,
        serviceId: service.serviceId,
        shopId,
        userId: service.userId,
        now: new Date(),
        scratch: new Map(),
      };
      const checked = await estimateImagesImporter.check(fromDisk, ctx, { zipMaxBytes: 64 * 1024 * 1024 });
      if (!checked.ok) throw new Error(JSON.stringify(checked).slice(0, 300));
      await database.db.transaction((tx) => estimateImagesImporter.apply(checked.value, tx, ctx));
    });
    const zipRatio = stored.seconds / read.seconds;
    console.log(
      `  read from disk ${read.seconds.toFixed(3)} s; checked and stored ${stored.seconds.toFixed(2)} s (${zipRatio.toFixed(1)}×, target ${ZIP_RATIO}×)`,
    );
    return importRatio <= IMPORT_RATIO && importMemory <= MEMORY_MB && zipRatio <= ZIP_RATIO;
  } finally {
    await rm(folder, { recursive: true, force: true });
    await service.remove();
    await database.close();
  }
}
