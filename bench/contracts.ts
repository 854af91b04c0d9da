import { createHash } from 'node:crypto';
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { from as copyFrom } from 'pg-copy-streams';
import { IMPORT_STATUS } from '@shared/constants';
import { checkContractImportRow, CONTRACT_IMPORT_HEADER } from '@shared/imports';
import type { ContractFormValues } from '@shared/validation';
import { CP932 } from '@shared/encoding';
import { driverClientOf } from '../src-server/platform/db/client';
import { mediaFiles, shops } from '../src-server/platform/db/schema';
import { contracts, estimateProducts } from '../src-server/modules/contracts/schema';
import { importJobs } from '../src-server/platform/jobs/schema';
import { contractColumns } from '../src-server/modules/contracts/writes';
import { jobKindsOf } from '../src-server/modules';
import type { JobContext } from '../src-server/platform/jobs/context';
import { storeFile } from '../src-server/platform/jobs/files/store';
import { confirmImport } from '../src-server/platform/jobs/imports/confirm';
import { createImportJob } from '../src-server/platform/jobs/imports/jobs';
import type { NewImportJob } from '../src-server/platform/jobs/imports/jobs';
import { importProcessor } from '../src-server/platform/jobs/imports/process';
import type { Claim } from '../src-server/platform/jobs/queue';
import { DEFAULT_JOB_SETTINGS } from '../src-server/platform/jobs/settings';
import { systemClock } from '../src-server/platform/settings';
import { createBenchService } from './data';
import type { BenchService } from './data';
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

/** COPY FROM STDIN of CSV text, on one connection between `before` and `after` statements. */
async function copyFromText(
  database: BenchDatabase,
  statements: { before?: string; copy: string; after?: string },
  text: string,
): Promise<void> {
  const driver = driverClientOf(database.db);
  if (driver?.kind !== 'postgres') throw new Error('COPY FROM needs PostgreSQL');
  const client = await driver.pool.connect();
  try {
    if (statements.before) await client.query(statements.before);
    await pipeline(Readable.from([Buffer.from(text, 'utf8')]), client.query(copyFrom(statements.copy)));
    if (statements.after) await client.query(statements.after);
  } finally {
    client.release();
  }
}

/**
 * The import file's rows as the contracts table holds them (the labels turned into codes by the
 * same shared checks the import uses), as COPY text for `shopId`: what a bare COPY writes.
 */
function contractTableText(csv: string, service: BenchService, shopId: number): string {
  const [header, ...lines] = csv.split('\r\n').filter((line) => line !== '');
  const names = (header ?? '').split(',');
  const now = new Date().toISOString();
  return lines
    .map((line) => {
      const cells = Object.fromEntries(line.split(',').map((cell, index) => [names[index] ?? '', cell]));
      const checked = checkContractImportRow(cells);
      if (!checked.ok) throw new Error(`bench row refused: ${line}`);
      const row = contractColumns(checked.value as ContractFormValues);
      return [
        service.serviceId,
        shopId,
        row.contractNumber,
        row.condition,
        row.interestType,
        row.amountPayment ?? '',
        row.interestRate,
        service.userId,
        now,
        now,
      ].join(',');
    })
    .join('\n');
}

/**
 * The baseline: the same rows by COPY FROM into the contracts table itself, with its indexes,
 * checks and foreign keys, for another shop of the service (so the import finds none of them).
 * Also timed, for comparison only: the rows as text into an unindexed temporary table, which is
 * not even written to the WAL, so no import into a real table can come near it.
 */
async function copyFromBaselines(
  database: BenchDatabase,
  csv: string,
  service: BenchService,
  shopId: number,
) {
  const rows = contractTableText(csv, service, shopId);
  const table = await timed(() =>
    copyFromText(
      database,
      {
        copy: `copy contracts (service_id, shop_id, contract_number, condition, interest_type,
          amount_payment, interest_rate, created_by, regist_date, updated_at) from stdin with (format csv)`,
      },
      rows,
    ),
  );
  await database.db.delete(contracts).where(eq(contracts.shopId, shopId));
  const temporary = await timed(() =>
    copyFromText(
      database,
      {
        before: 'create temporary table bench_contract_copy (n text, c text, t text, r text, a text)',
        copy: 'copy bench_contract_copy from stdin with (format csv, header true)',
        after: 'drop table bench_contract_copy',
      },
      csv,
    ),
  );
  return { table: table.seconds, temporary: temporary.seconds };
}

/** The job code's context as the server's worker has it, with a silent log. */
function jobContext(database: BenchDatabase): JobContext {
  return { db: database.db, clock: systemClock, settings: DEFAULT_JOB_SETTINGS, log: Fastify().log, kinds: jobKindsOf() };
}

/** Claims the job for this process, as a worker's poll would (the poll's wait is not timed). */
async function claim(database: BenchDatabase, jobId: string): Promise<Claim> {
  const workerId = 'bench';
  const rows = await database.db
    .update(importJobs)
    .set({ claimedBy: workerId, claimedAt: new Date(), attempts: sql`${importJobs.attempts} + 1` })
    .where(eq(importJobs.id, jobId))
    .returning({ attempts: importJobs.attempts });
  return { jobId, workerId, attempts: rows[0]?.attempts ?? 1 };
}

async function jobStatus(database: BenchDatabase, jobId: string) {
  const [job] = await database.db
    .select({ status: importJobs.status, message: importJobs.message, failed: importJobs.failedRows })
    .from(importJobs)
    .where(eq(importJobs.id, jobId));
  return job;
}

/** The upload as the import route leaves it: stored in the file store, and a waiting job. */
async function uploadJob(
  database: BenchDatabase,
  bytes: Buffer,
  job: Pick<NewImportJob, 'serviceId' | 'userId' | 'target' | 'shopId' | 'encoding' | 'originalName'>,
): Promise<string> {
  const uploadFileId = await storeFile(database.db, bytes, DEFAULT_JOB_SETTINGS.fileChunkBytes);
  const contentSha256 = createHash('sha256').update(bytes).digest('hex');
  return createImportJob(database.db, { ...job, uploadFileId, contentSha256 }, new Date());
}

/**
 * The import as the server runs it, every step but the worker's poll: the upload stored, the
 * dry run (the stored CSV read as a stream, CP932 decoded, every row checked in time-sized
 * batches, the plan stored), the confirm, and the plan applied in one transaction.
 */
async function importContracts(
  database: BenchDatabase,
  bytes: Buffer,
  shopId: number,
  service: BenchService,
  peak: MemoryPeak,
) {
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = (now - mark) / 1000;
    mark = now;
    peak.sample();
  };
  const processor = importProcessor(jobContext(database));
  const keepAlive = async () => peak.sample();
  const jobId = await uploadJob(database, bytes, {
    serviceId: service.serviceId,
    userId: service.userId,
    target: 'contracts',
    shopId,
    encoding: CP932,
    originalName: 'contracts.csv',
  });
  lap('upload stored');
  await processor.process(await claim(database, jobId), keepAlive);
  const previewed = await jobStatus(database, jobId);
  if (previewed?.status !== IMPORT_STATUS.PREVIEWED || previewed.failed !== 0)
    throw new Error(`dry run: ${JSON.stringify(previewed)}`);
  lap('dry run');
  await confirmImport(database.db, jobId, service.userId, new Date());
  await processor.process(await claim(database, jobId), keepAlive);
  const done = await jobStatus(database, jobId);
  if (done?.status !== IMPORT_STATUS.FINISHED_SUCCESS) throw new Error(`import: ${JSON.stringify(done)}`);
  lap('apply');
  return phases;
}

/**
 * Photos as a shop would zip them: real JPEG and PNG files (a gradient with grain, encoded by
 * sharp) of about half a megabyte. Random bytes would not do: PostgreSQL gives up compressing
 * those after a kilobyte, but works through a whole real image before finding it incompressible.
 */
async function benchPhotos(): Promise<{ extension: string; data: Buffer }[]> {
  const photo = async (width: number, height: number, seed: number) => {
    const raw = Buffer.alloc(width * height * 3);
    let state = seed;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        const at = (y * width + x) * 3;
        raw[at] = ((x * 255) / width + (state & 31)) & 255;
        raw[at + 1] = ((y * 255) / height + ((state >>> 5) & 31)) & 255;
        raw[at + 2] = (((x ^ y) & 255) + ((state >>> 10) & 31)) & 255;
      }
    }
    return sharp(raw, { raw: { width, height, channels: 3 } });
  };
  return [
    { extension: 'jpg', data: await (await photo(1400, 1000, 1)).jpeg({ quality: 85 }).toBuffer() },
    { extension: 'png', data: await (await photo(420, 400, 2)).png().toBuffer() },
    { extension: 'jpg', data: await (await photo(1300, 1100, 3)).jpeg({ quality: 85 }).toBuffer() },
    { extension: 'png', data: await (await photo(400, 430, 4)).png().toBuffer() },
  ];
}

/**
 * The images' bytes written once into media_files, in one transaction, without any reading or
 * checking: what storing them costs the database alone. The rows are removed afterwards.
 */
async function bareMediaInsert(
  database: BenchDatabase,
  service: BenchService,
  photos: { data: Buffer }[],
  count: number,
): Promise<void> {
  const ids = await database.db.transaction(async (tx) => {
    const inserted: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const data = photos[index % photos.length]?.data ?? Buffer.alloc(0);
      const [row] = await tx
        .insert(mediaFiles)
        .values({
          serviceId: service.serviceId,
          kind: 'image',
          mimeType: 'image/jpeg',
          fileName: `bare-${index}.jpg`,
          byteSize: data.length,
          data,
        })
        .returning({ id: mediaFiles.id });
      if (row) inserted.push(row.id);
    }
    return inserted;
  });
  await database.db.delete(mediaFiles).where(inArray(mediaFiles.id, ids));
}

/** Runs both contract benchmarks; answers whether they met the targets. */
export async function runContractBench(options: ContractBenchOptions): Promise<boolean | null> {
  if (!options.databaseUrl) {
    console.log('Contracts: skipped (set BENCH_DATABASE_URL: the baseline is a COPY FROM on PostgreSQL)');
    return null;
  }
  const database = await openBenchDatabase(options.databaseUrl);
  const service = await createBenchService(database.db, 2);
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-contracts-'));
  try {
    const [shop, otherShop] = await database.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.serviceId, service.serviceId))
      .orderBy(shops.id);
    const shopId = shop?.id ?? 0;
    console.log(
      `Contract import: ${options.rows.toLocaleString('en')} rows (CP932) on ${database.description}`,
    );
    const text = contractCsv(options.rows);
    const bytes = iconv.encode(text, CP932);
    const floor = process.memoryUsage().rss;
    const baseline = await copyFromBaselines(database, text, service, otherShop?.id ?? 0);
    const imported = await timed((peak) => importContracts(database, bytes, shopId, service, peak));
    const phases = Object.entries(imported.value).map(([name, secs]) => `${name} ${secs.toFixed(1)} s`);
    console.log(`  import phases: ${phases.join(', ')}`);
    const importRatio = imported.seconds / baseline.table;
    const importMemory = megabytes(imported.peakRss - floor);
    console.log(
      `  COPY FROM into contracts ${baseline.table.toFixed(2)} s; import ${imported.seconds.toFixed(2)} s (${importRatio.toFixed(2)}×, target ${IMPORT_RATIO}×), +${importMemory.toFixed(0)} MB (target ${MEMORY_MB} MB)`,
    );
    console.log(
      `  for comparison, COPY FROM into an unindexed temporary table ${baseline.temporary.toFixed(2)} s (the import ${(imported.seconds / baseline.temporary).toFixed(1)}×)`,
    );

    const photos = await benchPhotos();
    const photoBytes = photos.reduce((sum, photo) => sum + photo.data.length, 0) / photos.length;
    const count = Math.max(1, Math.round((options.zipMegabytes * 1024 * 1024) / photoBytes));
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
        name: `images/${product.id}.${photos[index % photos.length]?.extension ?? 'jpg'}`,
        data: photos[index % photos.length]?.data ?? Buffer.alloc(0),
        stored: true,
      })),
    );
    const zipPath = path.join(folder, 'images.zip');
    await writeFile(zipPath, zip);
    console.log(`Image zip: ${count} images, ${megabytes(zip.length).toFixed(1)} MB`);
    const read = await timed(() => readFile(zipPath));
    let uploaded = 0;
    const stored = await timed(async () => {
      const started = performance.now();
      const jobId = await uploadJob(database, await readFile(zipPath), {
        serviceId: service.serviceId,
        userId: service.userId,
        target: 'estimateImages',
        shopId,
        encoding: null,
        originalName: 'images.zip',
      });
      uploaded = (performance.now() - started) / 1000;
      await importProcessor(jobContext(database)).process(await claim(database, jobId), async () => {});
      const done = await jobStatus(database, jobId);
      if (done?.status !== IMPORT_STATUS.FINISHED_SUCCESS) throw new Error(`zip: ${JSON.stringify(done)}`);
    });
    const zipRatio = stored.seconds / read.seconds;
    console.log(
      `  read from disk ${read.seconds.toFixed(3)} s; checked and stored ${stored.seconds.toFixed(2)} s (${zipRatio.toFixed(1)}×, target ${ZIP_RATIO}×; the upload stored ${uploaded.toFixed(2)} s, the job ${(stored.seconds - uploaded).toFixed(2)} s)`,
    );
    const bare = await timed(() => bareMediaInsert(database, service, photos, count));
    console.log(
      `  the floor of any store in PostgreSQL: the same images by bare INSERT into media_files ${bare.seconds.toFixed(2)} s (${(bare.seconds / read.seconds).toFixed(1)}× the read)`,
    );
    const durable = await timed(async () =>
      writeDurably(path.join(folder, 'copy.zip'), await readFile(zipPath)),
    );
    console.log(
      `  the floor of any design: the zip read and written once to a new file, fsynced, nothing checked ${durable.seconds.toFixed(2)} s (${(durable.seconds / read.seconds).toFixed(1)}× the read)`,
    );
    return importRatio <= IMPORT_RATIO && importMemory <= MEMORY_MB && zipRatio <= ZIP_RATIO;
  } finally {
    await rm(folder, { recursive: true, force: true });
    await service.remove();
    await database.close();
  }
}

/** Bytes to a new file, on the disk when it returns, as a store must before it says "stored". */
async function writeDurably(file: string, bytes: Buffer): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
