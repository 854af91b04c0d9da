import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import { exportJobs, storedFiles } from '../../src-server/platform/jobs/schema';
import type { JobContext } from '../../src-server/platform/jobs/context';
import { createExportJob, discardPartialFile } from '../../src-server/platform/jobs/exports/jobs';
import { openPartialFile } from '../../src-server/platform/jobs/exports/process';
import { claimNextJob } from '../../src-server/platform/jobs/queue';
import type { Claim } from '../../src-server/platform/jobs/queue';
import { DEFAULT_JOB_SETTINGS } from '../../src-server/platform/jobs/settings';
import { JobWorker } from '../../src-server/platform/jobs/worker';
import type { JobProcessor } from '../../src-server/platform/jobs/worker';
import { DEMO_ACCOUNTS } from '../../src-server/index';
import { jobKindsOf } from '../../src-server/modules';
import { serviceIdOf } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';
import { users } from '../../src-server/platform/db/schema';

const LEASE_MS = DEFAULT_JOB_SETTINGS.leaseMs;
const silentLog = { warn: () => undefined, error: () => undefined } as unknown as JobContext['log'];

/**
 * Items 4 and 8 of issue 18: a job that can never succeed is cancelled at once with its reason,
 * one that failed for the moment is tried again, and an export killed midway leaves no file.
 */
describe.each(DATABASE_TARGETS)('failing and killed jobs on $name', (target) => {
  let api: TestApi;
  let ctx: JobContext;
  let job: { serviceId: number; userId: number };

  beforeAll(async () => {
    api = await startTestApi(target, { jobs: { worker: false } });
    ctx = {
      db: api.db,
      clock: api.clock,
      settings: DEFAULT_JOB_SETTINGS,
      log: silentLog,
      kinds: jobKindsOf(),
    };
    const [client] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.client));
    job = { serviceId: await serviceIdOf(api, 'demo'), userId: client!.id };
  });
  afterAll(() => api?.close());

  const newExport = (filters: Record<string, string> = {}) =>
    createExportJob(api.db, { ...job, exportId: '0001', filters }, api.clock());
  const jobRow = async (id: string) => {
    const [row] = await api.db.select().from(exportJobs).where(eq(exportJobs.id, id));
    return row!;
  };
  const filesExist = async (ids: string[]) =>
    (await api.db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, ids))).map(
      (row) => row.id,
    );
  /** Runs the job's worker until the queue is empty. */
  const drain = () => api.app.jobWorker.drain();

  it('cancels at once, with its reason, an export whose query the database refuses', async () => {
    const filesBefore = await api.db.select({ id: storedFiles.id }).from(storedFiles);
    const id = await newExport();
    // A query that can never succeed: a table it reads is not there (as after a bad deployment).
    await api.db.execute(sql`alter table service_tags rename to service_tags_away`);
    try {
      expect(await drain()).toBe(1);
    } finally {
      await api.db.execute(sql`alter table service_tags_away rename to service_tags`);
    }
    expect(await jobRow(id)).toMatchObject({
      status: EXPORT_STATUS.CANCEL,
      attempts: 1,
      error: ja.server.exportRejectedByDatabase,
      fileId: null,
      partialFileId: null,
    });
    // Nothing is waiting to be tried again, and the file it had begun is gone.
    api.clock.advance(LEASE_MS + 1);
    expect(await drain()).toBe(0);
    expect(await api.db.select({ id: storedFiles.id }).from(storedFiles)).toEqual(filesBefore);
  });

  /** A worker whose only job kind fails with `error` each time it runs. */
  function failingWorker(error: () => Error): { worker: JobWorker; cancelled: string[] } {
    const cancelled: string[] = [];
    const processor: JobProcessor = {
      name: 'failing',
      table: exportJobs,
      process: async () => {
        throw error();
      },
      giveUp: async (claim) => void cancelled.push(`gave up ${claim.jobId}`),
      cancel: async (claim) => void cancelled.push(`cancelled ${claim.jobId}`),
    };
    return { worker: new JobWorker(ctx, [processor]), cancelled };
  }

  it('tries a job that lost its connection again after a delay, and gives up after maxAttempts', async () => {
    const id = await newExport();
    const lost = new Error('Connection terminated unexpectedly');
    const { worker, cancelled } = failingWorker(() => lost);
    for (let attempt = 1; attempt <= DEFAULT_JOB_SETTINGS.maxAttempts; attempt += 1) {
      expect(await worker.runOnce()).toBe(1);
      expect(cancelled).toEqual([]);
      // Not before its delay (longer with each attempt), then once it has passed.
      expect(await worker.runOnce()).toBe(0);
      api.clock.advance(DEFAULT_JOB_SETTINGS.retryDelayMs * attempt + 1);
    }
    expect(await worker.runOnce()).toBe(1);
    expect(cancelled).toEqual([`gave up ${id}`]);
    expect((await jobRow(id)).attempts).toBe(DEFAULT_JOB_SETTINGS.maxAttempts + 1);
    await api.db.delete(exportJobs).where(eq(exportJobs.id, id));
  });

  it('treats SQLSTATE connection failures and deadlocks as of the moment, anything else as for good', async () => {
    const cases: [Error, string][] = [
      [
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
        'retry',
      ],
      [Object.assign(new Error('deadlock detected'), { code: '40P01' }), 'retry'],
      [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), 'retry'],
      [new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '08006' }) }), 'retry'],
      [Object.assign(new Error('value out of range'), { code: '22003' }), 'cancel'],
      [Object.assign(new Error('violates check constraint'), { code: '23514' }), 'cancel'],
      [new TypeError('cannot read properties of undefined'), 'cancel'],
    ];
    for (const [error, expected] of cases) {
      const id = await newExport();
      const { worker, cancelled } = failingWorker(() => error);
      expect(await worker.runOnce()).toBe(1);
      expect(cancelled, error.message).toEqual(expected === 'cancel' ? [`cancelled ${id}`] : []);
      await api.db.delete(exportJobs).where(eq(exportJobs.id, id));
    }
  });

  /** What a worker killed midway leaves: its claim, and a file with a chunk in it, recorded on the job. */
  async function killedMidway(workerId: string): Promise<{ claim: Claim; fileId: string }> {
    const claim = await claimNextJob(api.db, exportJobs, workerId, api.clock(), DEFAULT_JOB_SETTINGS);
    if (!claim) throw new Error('no job to claim');
    // As the export processor starts: the earlier attempt's file goes, this one's is recorded.
    await discardPartialFile(api.db, claim);
    const small = { ...ctx, settings: { ...DEFAULT_JOB_SETTINGS, fileChunkBytes: 16 } };
    const file = await openPartialFile(small, claim);
    await file.write(Buffer.from('店舗ID,店舗コード\r\n1,DEMO-0001\r\n'));
    return { claim, fileId: file.id };
  }

  it('deletes the partial file of an export killed midway when the job is tried again', async () => {
    const id = await newExport();
    const killed = await killedMidway('killed-worker');
    expect(await filesExist([killed.fileId])).toEqual([killed.fileId]);

    api.clock.advance(LEASE_MS + 1);
    expect(await drain()).toBe(1);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: EXPORT_STATUS.SUCCESS, attempts: 2, partialFileId: null });
    expect(await filesExist([killed.fileId])).toEqual([]);
    expect(await filesExist([row.fileId!])).toEqual([row.fileId]);
  });

  it('deletes the partial file when a job whose workers kept dying is given up', async () => {
    const id = await newExport();
    const files: string[] = [];
    for (let attempt = 1; attempt <= DEFAULT_JOB_SETTINGS.maxAttempts; attempt += 1) {
      files.push((await killedMidway(`killed-${attempt}`)).fileId);
      api.clock.advance(LEASE_MS + 1);
    }
    expect(await drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: EXPORT_STATUS.CANCEL,
      error: ja.errors.serverError,
      partialFileId: null,
    });
    expect(await filesExist(files)).toEqual([]);
  });
});
