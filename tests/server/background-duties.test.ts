import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src-server/index';
import type { Database, DatabaseHandle } from '../../src-server/index';
import { DutyRunner } from '../../src-server/platform/background/duties';
import type { Duty, DutyContext, DutyRun } from '../../src-server/platform/background/duties';
import {
  ENDED_SESSION_RETENTION_MS,
  purgeEndedSessions,
} from '../../src-server/platform/auth/session-retention';
import { DEFAULT_LEASE_SETTINGS } from '../../src-server/platform/background/lease';
import { backgroundDuties } from '../../src-server/platform/background/schema';
import { accessTokens, users } from '../../src-server/platform/db/schema';
import { DATABASE_TARGETS } from './support/databases';
import { createTestClock } from './support/harness';
import type { TestClock } from './support/harness';

const silentLog = { warn: () => undefined, error: () => undefined } as unknown as DutyContext['log'];
const INTERVAL_MS = 60_000;

/**
 * Issue 31, item 2: background work that must run once per database (purges, retention, the
 * demo feed) is run by one process at a time, whatever the number of processes.
 */
describe.each(DATABASE_TARGETS)('once-per-database duties on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Database;
  let clock: TestClock;

  beforeAll(async () => {
    handle = await target.create();
    db = handle.db;
    clock = createTestClock();
  });
  afterAll(() => handle?.close());

  /**
   * One server process's runner, on the test's clock. Its heartbeat is an hour apart: a run the
   * test holds stands for a process that died, whose lease nobody renews.
   */
  const runner = (duties: Duty[]) =>
    new DutyRunner(
      { db, clock, log: silentLog, settings: { ...DEFAULT_LEASE_SETTINGS, heartbeatMs: 3_600_000 } },
      duties,
    );

  /** A duty that records its runs, and whose run waits for `hold` when given. */
  function recordingDuty(name: string, hold?: Promise<void>) {
    const runs: DutyRun[] = [];
    const duty: Duty = {
      name,
      intervalMs: () => INTERVAL_MS,
      run: async (run) => {
        runs.push(run);
        await hold;
      },
    };
    return { duty, runs };
  }

  const dutyRow = async (name: string) => {
    const [row] = await db.select().from(backgroundDuties).where(eq(backgroundDuties.name, name));
    return row!;
  };

  it('runs a due duty once however many processes offer to, then not before its interval', async () => {
    const { duty, runs } = recordingDuty('test.once');
    const processes = [runner([duty]), runner([duty]), runner([duty])];
    const ran = await Promise.all(processes.map((process) => process.runDue()));
    expect(ran.flat()).toEqual(['test.once']);
    expect(runs.map((run) => run.number)).toEqual([1]);

    clock.advance(INTERVAL_MS - 1);
    expect((await Promise.all(processes.map((process) => process.runDue()))).flat()).toEqual([]);
    clock.advance(1);
    expect((await Promise.all(processes.map((process) => process.runDue()))).flat()).toEqual(['test.once']);
    expect(runs.map((run) => run.number)).toEqual([1, 2]);
    expect(await dutyRow('test.once')).toMatchObject({
      runs: 2,
      heldBy: null,
      leaseUntil: null,
      lastError: null,
    });
  });

  it('does not start a run while another process holds the duty, and takes it on once that lease ran out', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = recordingDuty('test.held', held);
    const first = runner([slow.duty]);
    const running = first.runDue();
    await expect.poll(() => slow.runs.length).toBe(1);

    const other = recordingDuty('test.held');
    const second = runner([other.duty]);
    expect(await second.runDue()).toEqual([]);
    // The first process is gone (its heartbeat stopped): the lease runs out, the second takes it on.
    clock.advance(DEFAULT_LEASE_SETTINGS.leaseMs + 1);
    expect(await runner([other.duty]).runDue()).toEqual(['test.held']);
    expect(other.runs.map((run) => run.number)).toEqual([2]);
    // The first one comes back: it records nothing over the second's run.
    expect(slow.runs[0]!.shouldStop()).toBe(true);
    release();
    await running;
    expect(await dutyRow('test.held')).toMatchObject({ runs: 2, heldBy: null });
  });

  it('records a failed run and tries again after at most a minute', async () => {
    let fail = true;
    const duty: Duty = {
      name: 'test.failing',
      intervalMs: () => 24 * 60 * 60_000,
      run: async () => {
        if (fail) throw new Error('the archive is away');
      },
    };
    const process = runner([duty]);
    expect(await process.runDue()).toEqual(['test.failing']);
    expect(await dutyRow('test.failing')).toMatchObject({ lastError: 'the archive is away', heldBy: null });
    clock.advance(59_999);
    expect(await process.runDue()).toEqual([]);
    clock.advance(1);
    fail = false;
    expect(await process.runDue()).toEqual(['test.failing']);
    expect(await dutyRow('test.failing')).toMatchObject({ lastError: null, runs: 2 });
  });

  it('refuses two duties of one name in a runner', () => {
    const { duty } = recordingDuty('test.twice');
    expect(() => runner([duty, duty])).toThrow(/test\.twice/);
  });

  it('the session purge deletes the sessions that ended over a day ago and keeps the rest', async () => {
    const [user] = await db
      .insert(users)
      .values({
        email: 'sessions@demo.example',
        passwordHash: 'x',
        role: 2,
        nameSei: '期限',
        nameMei: '確認',
      })
      .returning({ id: users.id });
    const now = clock();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const later = new Date(now.getTime() + 60_000);
    const sessions = {
      live: { expiresAt: later, revokedAt: null },
      expiredJustNow: { expiresAt: ago(60_000), revokedAt: null },
      expiredLongAgo: { expiresAt: ago(ENDED_SESSION_RETENTION_MS + 1), revokedAt: null },
      signedOutJustNow: { expiresAt: later, revokedAt: ago(60_000) },
      signedOutLongAgo: { expiresAt: later, revokedAt: ago(ENDED_SESSION_RETENTION_MS + 1) },
    };
    await db.insert(accessTokens).values(
      Object.entries(sessions).map(([name, times]) => ({
        userId: user!.id,
        tokenHash: name.padEnd(64, '0'),
        ...times,
      })),
    );
    expect(await purgeEndedSessions(db, clock(), ENDED_SESSION_RETENTION_MS)).toBe(2);
    const kept = await db
      .select({ hash: accessTokens.tokenHash })
      .from(accessTokens)
      .where(eq(accessTokens.userId, user!.id));
    expect(kept.map((row) => row.hash.replace(/0+$/, '')).sort()).toEqual([
      'expiredJustNow',
      'live',
      'signedOutJustNow',
    ]);
  });

  it('the app runs its duties (the audit fold, the purges of expired files and ended sessions) each once across two processes', async () => {
    const apps = await Promise.all(
      [1, 2].map(() => buildApp({ db, clock, jobs: { worker: false }, duties: { runner: false } })),
    );
    try {
      const ran = await Promise.all(apps.map((app) => app.duties.runDue()));
      expect(ran.flat().sort()).toEqual([
        'audit.fold-intake',
        'auth.purge-ended-sessions',
        'jobs.purge-expired-files',
      ]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
