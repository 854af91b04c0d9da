import { hostname } from 'node:os';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { newId } from '../jobs/ids';
import { PollLoop } from '../jobs/poll-loop';
import type { Clock } from '../settings';
import { Heartbeat } from './heartbeat';
import { leaseEnd } from './lease';
import type { LeaseSettings } from './lease';
import { backgroundDuties } from './schema';

/**
 * Background work that must run once per database, not once per server process: a purge, a
 * retention clean-up, the demo's payment feed. Every process that runs duties offers to run
 * each one; the database gives each run to one process (see DutyRunner).
 */
export interface Duty {
  /** Unique in the server, and the same in every process: its row in background_duties. */
  name: string;
  /** How long after a run the next one is due (asked after each run, so it may vary). */
  intervalMs(): number;
  run(run: DutyRun): Promise<void>;
}

export interface DutyRun {
  /** The run's number, counted across every process (1 for the first run of the duty ever). */
  number: number;
  startedAt: Date;
  /**
   * True once the run should end early: its lease was lost (another process may be running the
   * duty now) or its process is stopping. A duty that works in pieces checks it between pieces
   * and leaves the rest to its next run.
   */
  shouldStop(): boolean;
}

export interface DutyContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: LeaseSettings;
}

/** A failed run is tried again after this, or after the duty's interval when that is shorter. */
const RETRY_AFTER_FAILURE_MS = 60_000;
/** The longest a runner goes without looking at a duty it does not run. */
const MAX_IDLE_MS = 60_000;
/** The shortest wait between two looks, so a clock that stands still does not make a busy loop. */
const MIN_IDLE_MS = 10;

/**
 * Runs duties once per database. A run is claimed in one statement: the duty's row is due and
 * nobody's lease on it is current. The claiming runner holds the run on a lease its heartbeat
 * renews, and sets when the next run is due when it finishes; a runner that dies mid-run leaves
 * a lease that runs out, and another runner takes the duty on. A runner that did not get a run
 * waits until the duty is next due (or its holder's lease ends) before it looks again.
 */
export class DutyRunner {
  readonly id = `${hostname()}:${process.pid}:duties:${newId().slice(0, 8)}`;
  private readonly nextLook = new Map<string, number>();
  private readonly created = new Set<string>();
  private stopping = false;
  private readonly polling = new PollLoop(
    () => this.runDue().then(() => undefined),
    () => this.msUntilNextLook(),
    (error) => this.ctx.log.error({ err: error }, 'duty runner failed; retrying shortly'),
  );

  constructor(
    private readonly ctx: DutyContext,
    private readonly duties: readonly Duty[],
  ) {
    const names = new Set<string>();
    for (const duty of duties) {
      if (names.has(duty.name)) throw new Error(`Duty "${duty.name}" is given twice`);
      names.add(duty.name);
    }
  }

  start(): void {
    this.stopping = false;
    this.polling.start();
  }

  /** Stops looking; a run under way is told to stop (shouldStop) and is waited for. */
  stop(): Promise<void> {
    this.stopping = true;
    return this.polling.stop();
  }

  /** Runs, at the same time, every duty that is due and that no other runner holds; answers their names. */
  async runDue(): Promise<string[]> {
    const now = this.ctx.clock().getTime();
    const due = this.duties.filter((duty) => (this.nextLook.get(duty.name) ?? 0) <= now);
    const ran = await Promise.all(
      due.map((duty) =>
        this.tryRun(duty).catch((error: unknown) => {
          // The database is away: look again after a heartbeat's time, not at once.
          this.ctx.log.error(
            { err: error, duty: duty.name },
            'background duty could not be claimed or recorded',
          );
          this.nextLook.set(duty.name, now + this.ctx.settings.heartbeatMs);
          return false;
        }),
      ),
    );
    return due.filter((_, index) => ran[index]).map((duty) => duty.name);
  }

  private msUntilNextLook(): number {
    const now = this.ctx.clock().getTime();
    const next = Math.min(...this.duties.map((duty) => this.nextLook.get(duty.name) ?? now));
    return Math.min(MAX_IDLE_MS, Math.max(MIN_IDLE_MS, next - now));
  }

  private async tryRun(duty: Duty): Promise<boolean> {
    const { db, clock, settings, log } = this.ctx;
    if (!this.created.has(duty.name)) {
      await db.insert(backgroundDuties).values({ name: duty.name, nextRunAt: clock() }).onConflictDoNothing();
      this.created.add(duty.name);
    }
    const startedAt = clock();
    const number = await this.claim(duty.name, startedAt);
    if (number === null) {
      this.nextLook.set(duty.name, await this.nextChance(duty.name));
      return false;
    }
    const renew = async () => {
      const now = clock();
      const rows = await db
        .update(backgroundDuties)
        .set({ leaseUntil: leaseEnd(now, settings) })
        .where(this.heldByThisRun(duty.name, number))
        .returning({ name: backgroundDuties.name });
      return rows.length > 0;
    };
    const heartbeat = new Heartbeat(renew, settings, clock, log).start();
    let error: unknown = null;
    try {
      await duty.run({ number, startedAt, shouldStop: () => this.stopping || heartbeat.lost });
    } catch (failure) {
      error = failure;
      log.error({ err: failure, duty: duty.name }, 'background duty failed');
    } finally {
      await heartbeat.stop();
    }
    const finishedAt = clock();
    const intervalMs =
      error === null ? duty.intervalMs() : Math.min(duty.intervalMs(), RETRY_AFTER_FAILURE_MS);
    const nextRunAt = new Date(finishedAt.getTime() + intervalMs);
    await db
      .update(backgroundDuties)
      .set({
        heldBy: null,
        leaseUntil: null,
        nextRunAt,
        lastFinishedAt: finishedAt,
        lastError:
          error === null ? null : String(error instanceof Error ? error.message : error).slice(0, 500),
      })
      .where(this.heldByThisRun(duty.name, number));
    this.nextLook.set(duty.name, nextRunAt.getTime());
    return true;
  }

  /** Takes the duty's next run when it is due and free; answers its number, or null. */
  private async claim(name: string, now: Date): Promise<number | null> {
    const at = now.toISOString();
    const [claimed] = await this.ctx.db
      .update(backgroundDuties)
      .set({
        heldBy: this.id,
        leaseUntil: leaseEnd(now, this.ctx.settings),
        runs: sql`${backgroundDuties.runs} + 1`,
        lastStartedAt: now,
      })
      .where(
        and(
          eq(backgroundDuties.name, name),
          lte(backgroundDuties.nextRunAt, sql`${at}::timestamptz`),
          or(isNull(backgroundDuties.leaseUntil), lte(backgroundDuties.leaseUntil, sql`${at}::timestamptz`)),
        ),
      )
      .returning({ runs: backgroundDuties.runs });
    return claimed ? Number(claimed.runs) : null;
  }

  /** When the duty may next be free: when it is due, or when its holder's lease ends. */
  private async nextChance(name: string): Promise<number> {
    const now = this.ctx.clock().getTime();
    const [row] = await this.ctx.db
      .select({ nextRunAt: backgroundDuties.nextRunAt, leaseUntil: backgroundDuties.leaseUntil })
      .from(backgroundDuties)
      .where(eq(backgroundDuties.name, name));
    const free = Math.max(row?.nextRunAt.getTime() ?? now, row?.leaseUntil?.getTime() ?? now);
    return Math.min(free, now + MAX_IDLE_MS);
  }

  private heldByThisRun(name: string, number: number) {
    return and(
      eq(backgroundDuties.name, name),
      eq(backgroundDuties.heldBy, this.id),
      eq(backgroundDuties.runs, number),
    );
  }
}
