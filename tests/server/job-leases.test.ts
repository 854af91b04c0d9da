import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exportStatusResponseSchema } from '@shared/api';
import type { JobProcessing } from '@shared/api';
import { EXPORT_STATUS } from '@shared/constants';
import { DEMO_ACCOUNTS } from '../../src-server/index';
import { users } from '../../src-server/platform/db/schema';
import type { JobContext } from '../../src-server/platform/jobs/context';
import { createExportJob } from '../../src-server/platform/jobs/exports/jobs';
import { claimNextJob, LEGACY_JOB_STALE_MS, releaseClaim } from '../../src-server/platform/jobs/queue';
import { exportJobs } from '../../src-server/platform/jobs/schema';
import { DEFAULT_JOB_SETTINGS } from '../../src-server/platform/jobs/settings';
import type { JobSettings } from '../../src-server/platform/jobs/settings';
import { JobWorker } from '../../src-server/platform/jobs/worker';
import type { JobProcessor, KeepAlive } from '../../src-server/platform/jobs/worker';
import { jobKindsOf } from '../../src-server/modules';
import { serviceIdOf } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';
import { eventually } from './support/jobs';

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as JobContext['log'];

/** A gate the test opens: work that waits on it stands for a long piece of a job. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * Issue 31, item 1: a worker holds its job on a lease its heartbeat renews, so a job of any
 * length stays with a live worker and a dead worker's job is taken over once the lease runs
 * out; the status says when a job is interrupted and resumed.
 */
describe.each(DATABASE_TARGETS)('job leases on $name', (target) => {
  let api: TestApi;
  let token: string;
  let job: { serviceId: number; userId: number };
  const workers: JobWorker[] = [];

  beforeAll(async () => {
    api = await startTestApi(target, { jobs: { worker: false } });
    token = await api.login(DEMO_ACCOUNTS.client);
    const [client] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.client));
    job = { serviceId: await serviceIdOf(api, 'demo'), userId: client!.id };
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await api.db.delete(exportJobs);
  });
  afterAll(() => api?.close());

  const newExport = () => createExportJob(api.db, { ...job, exportId: '0001', filters: {} }, api.clock());
  const jobRow = async (id: string) => {
    const [row] = await api.db.select().from(exportJobs).where(eq(exportJobs.id, id));
    return row!;
  };
  async function processing(id: string): Promise<JobProcessing | undefined> {
    const response = await api.request('GET', `/export/status/${id}`, { token });
    return exportStatusResponseSchema.parse(response.body).data.processing ?? undefined;
  }

  /** A worker of one job kind whose processing is `process`, on the test's clock. */
  function workerWith(
    process: (keepAlive: KeepAlive) => Promise<void>,
    settings: Partial<JobSettings> = {},
  ): JobWorker {
    const ctx: JobContext = {
      db: api.db,
      clock: api.clock,
      settings: { ...DEFAULT_JOB_SETTINGS, ...settings },
      log: silentLog,
      kinds: jobKindsOf(),
    };
    const processor: JobProcessor = {
      name: 'test',
      table: exportJobs,
      process: (_claim, keepAlive) => process(keepAlive),
      giveUp: async () => undefined,
      cancel: async () => undefined,
    };
    const worker = new JobWorker(ctx, [processor]);
    workers.push(worker);
    return worker;
  }

  it('renews the lease while one piece of the job outlasts it, so no other worker takes the job', async () => {
    const id = await newExport();
    const piece = gate();
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    const holder = workerWith(
      async () => {
        entered();
        await piece.opened;
      },
      { leaseMs: 1000, heartbeatMs: 20 },
    );
    const running = holder.runOnce();
    await started;
    const leaseAt = async () => (await jobRow(id)).leaseUntil!.getTime();
    // The test's clock moves on by most of a lease twice; each time the heartbeat renews it.
    for (let step = 1; step <= 2; step += 1) {
      api.clock.advance(800);
      const due = api.clock().getTime() + 1000;
      await eventually(async () => ((await leaseAt()) >= due ? true : undefined));
    }
    // 1,600 ms after the claim, past the first lease: the job is still held.
    expect(
      await claimNextJob(api.db, exportJobs, 'other-worker', api.clock(), DEFAULT_JOB_SETTINGS),
    ).toBeNull();
    expect(await processing(id)).toBe('running');
    piece.open();
    expect(await running).toBe(1);
    expect((await jobRow(id)).claimedBy).toBe(holder.id);
  });

  it('says queued, running, interrupted once the worker died, and resumed once another took it over', async () => {
    const id = await newExport();
    expect(await processing(id)).toBe('queued');
    const settings = DEFAULT_JOB_SETTINGS;
    expect(await claimNextJob(api.db, exportJobs, 'dead-worker', api.clock(), settings)).not.toBeNull();
    expect(await processing(id)).toBe('running');
    api.clock.advance(settings.leaseMs + 1);
    expect(await processing(id)).toBe('interrupted');
    const taken = await claimNextJob(api.db, exportJobs, 'next-worker', api.clock(), settings);
    expect(taken).toEqual({ jobId: id, workerId: 'next-worker', attempts: 2 });
    expect(await processing(id)).toBe('resumed');
    // A failure of the moment hands it back for later: interrupted until it is tried again.
    await releaseClaim(api.db, exportJobs, taken!, api.clock(), 5000);
    expect(await processing(id)).toBe('interrupted');
    expect(await claimNextJob(api.db, exportJobs, 'third-worker', api.clock(), settings)).toBeNull();
    api.clock.advance(5001);
    expect(await claimNextJob(api.db, exportJobs, 'third-worker', api.clock(), settings)).toMatchObject({
      attempts: 3,
    });
  });

  it('a stopping worker hands its job back at once, without counting the attempt', async () => {
    const id = await newExport();
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    let handedBack: unknown = null;
    const stopping = workerWith(async (keepAlive) => {
      entered();
      try {
        // A long job: piece after piece, each followed by keepAlive.
        for (;;) {
          await keepAlive();
          await new Promise((resolve) => setImmediate(resolve));
        }
      } catch (error) {
        handedBack = error;
        throw error;
      }
    });
    const running = stopping.runOnce();
    await started;
    await stopping.stop();
    expect(await running).toBe(1);
    expect((handedBack as Error).name).toBe('WorkerStoppingError');
    expect(await jobRow(id)).toMatchObject({ status: EXPORT_STATUS.WAITING, claimedBy: null, attempts: 0 });
    expect(await processing(id)).toBe('queued');
    // Another worker takes it at once, not a lease later.
    expect(await claimNextJob(api.db, exportJobs, 'next-worker', api.clock(), DEFAULT_JOB_SETTINGS)).toEqual({
      jobId: id,
      workerId: 'next-worker',
      attempts: 1,
    });
  });

  it('during a rolling update, leaves a job held by a process of the version before leases alone', async () => {
    const id = await newExport();
    // What that version writes: claimed_at alone, refreshed every 30 s, stale after 5 minutes.
    await api.db
      .update(exportJobs)
      .set({ claimedBy: 'old-version', claimedAt: api.clock(), attempts: 1 })
      .where(eq(exportJobs.id, id));
    api.clock.advance(LEGACY_JOB_STALE_MS - 1000);
    expect(
      await claimNextJob(api.db, exportJobs, 'new-version', api.clock(), DEFAULT_JOB_SETTINGS),
    ).toBeNull();
    expect(await processing(id)).toBe('running');
    api.clock.advance(2000);
    const taken = await claimNextJob(api.db, exportJobs, 'new-version', api.clock(), DEFAULT_JOB_SETTINGS);
    expect(taken).toMatchObject({ attempts: 2 });
    // And the old version, which reads claimed_at alone, sees the new holder's claim as fresh.
    expect((await jobRow(id)).claimedAt).toEqual(api.clock());
  });
});
