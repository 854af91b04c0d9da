import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportStatusResponseSchema } from '@shared/api';
import { API_BASE_PATH, EXPORT_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import type { DatabaseHandle } from '../../src-server/platform/db/client';
import { exportJobs } from '../../src-server/platform/jobs/schema';
import { buildApp, DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../../src-server/index';
import type { AppOptions } from '../../src-server/index';
import { recordExportOutcome } from '../../src-server/platform/jobs/exports/jobs';
import { claimNextJob } from '../../src-server/platform/jobs/queue';
import { DEFAULT_JOB_SETTINGS } from '../../src-server/platform/jobs/settings';
import { DATABASE_TARGETS } from './support/databases';
import { createTestClock } from './support/harness';
import type { TestClock } from './support/harness';
import { eventually } from './support/jobs';

const LEASE_MS = DEFAULT_JOB_SETTINGS.leaseMs;

describe.each(DATABASE_TARGETS)('job worker on $name', (target) => {
  let handle: DatabaseHandle;
  let clock: TestClock;
  let apps: FastifyInstance[];

  beforeEach(async () => {
    handle = await target.create();
    clock = createTestClock();
    apps = [];
    await seedDemoData(handle.db, { now: clock() });
  });
  afterEach(async () => {
    for (const app of apps) await app.close();
    await handle?.close();
  });

  /** Another server process on the same database. */
  async function startApp(jobs: AppOptions['jobs'] = { worker: false }): Promise<FastifyInstance> {
    const app = await buildApp({ db: handle.db, clock, jobs });
    apps.push(app);
    return app;
  }

  async function login(app: FastifyInstance): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/auth/login`,
      payload: { email: DEMO_ACCOUNTS.client, password: DEMO_PASSWORD },
    });
    return (JSON.parse(response.body) as { data: { accessToken: string } }).data.accessToken;
  }

  async function requestExports(app: FastifyInstance, token: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}/demo/exports/0001`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(202);
      ids.push((JSON.parse(response.body) as { data: { id: string } }).data.id);
    }
    return ids;
  }

  async function exportStatus(app: FastifyInstance, token: string, id: string) {
    const response = await app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/export/status/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return exportStatusResponseSchema.parse(JSON.parse(response.body)).data;
  }

  const jobRows = (ids: string[]) =>
    handle.db
      .select({
        id: exportJobs.id,
        status: exportJobs.status,
        attempts: exportJobs.attempts,
        claimedBy: exportJobs.claimedBy,
      })
      .from(exportJobs)
      .where(inArray(exportJobs.id, ids));

  it('shares the jobs between two server processes, each job processed exactly once', async () => {
    const [first, second] = [await startApp(), await startApp()];
    const ids = await requestExports(first!, await login(first!), 12);

    const processed = await Promise.all([first!.jobWorker.drain(), second!.jobWorker.drain()]);
    expect(processed[0] + processed[1]).toBe(12);

    const rows = await jobRows(ids);
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(row).toMatchObject({ status: EXPORT_STATUS.SUCCESS, attempts: 1 });
    const workers = new Set(rows.map((row) => row.claimedBy));
    expect([...workers].every((id) => id === first!.jobWorker.id || id === second!.jobWorker.id)).toBe(true);
  });

  it('keeps a job across a restart: a new process finishes what the old one accepted', async () => {
    const before = await startApp();
    const token = await login(before);
    const [id] = await requestExports(before, token, 1);
    await before.close();

    // This one runs its worker in the background, as a real server does.
    const after = await startApp({ worker: true, settings: { pollIntervalMs: 20 } });
    await after.ready();
    const done = await eventually(async () => {
      const status = await exportStatus(after, token, id!);
      return status.status === EXPORT_STATUS.WAITING ? undefined : status;
    });
    expect(done.status).toBe(EXPORT_STATUS.SUCCESS);
  });

  it('takes over the job of a worker that died, once its claim is stale', async () => {
    const app = await startApp();
    const [id] = await requestExports(app, await login(app), 1);
    const dead = await claimNextJob(handle.db, exportJobs, 'dead-worker', clock(), DEFAULT_JOB_SETTINGS);
    expect(dead).toEqual({ jobId: id, workerId: 'dead-worker', attempts: 1 });

    expect(await app.jobWorker.drain()).toBe(0);
    clock.advance(LEASE_MS + 1);
    expect(await app.jobWorker.drain()).toBe(1);
    expect(await jobRows([id!])).toEqual([
      { id, status: EXPORT_STATUS.SUCCESS, attempts: 2, claimedBy: app.jobWorker.id },
    ]);

    // The dead worker coming back cannot overwrite the result.
    expect(await recordExportOutcome(handle.db, dead!, { ok: false, message: 'late' }, clock())).toBe(false);
    const [row] = await handle.db.select().from(exportJobs).where(eq(exportJobs.id, id!));
    expect(row).toMatchObject({ status: EXPORT_STATUS.SUCCESS, error: null });
  });

  it('gives a job up after its workers died maxAttempts times', async () => {
    const app = await startApp();
    const token = await login(app);
    const [id] = await requestExports(app, token, 1);
    for (let attempt = 1; attempt <= DEFAULT_JOB_SETTINGS.maxAttempts; attempt += 1) {
      expect(await claimNextJob(handle.db, exportJobs, `dead-${attempt}`, clock(), DEFAULT_JOB_SETTINGS)).not.toBeNull();
      clock.advance(LEASE_MS + 1);
    }
    expect(await app.jobWorker.drain()).toBe(1);
    expect(await exportStatus(app, token, id!)).toEqual({
      status: EXPORT_STATUS.CANCEL,
      url: null,
      error: ja.errors.serverError,
      format: 'csv',
      encoding: 'shift_jis',
      substitutions: null,
    });
  });
});
