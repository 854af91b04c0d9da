import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushWriteResponseSchema, templateListResponseSchema } from '@shared/api';
import { PUSH_STATE, PUSH_TARGET, SEND_TIMING } from '@shared/constants';
import {
  pushDeliveries,
  pushDeliveryBatches,
  pushNotifications,
  pushOutbox,
} from '../../src-server/modules/customers/schema-push';
import { customerDeviceTokens } from '../../src-server/modules/customers/schema';
import { databasePushSender } from '../../src-server/modules/customers/push/sender';
import type { PushSender, PushTarget } from '../../src-server/modules/customers/push/sender';
import { DEFAULT_PUSH_SETTINGS } from '../../src-server/modules/customers/push/settings';
import { PushWorker } from '../../src-server/modules/customers/push/worker';
import { serviceIdOf } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';

const BATCH = 25;
/** No heartbeat within a test: a worker the test holds mid-send stands for one that died. */
const settings = { ...DEFAULT_PUSH_SETTINGS, batchSize: BATCH, heartbeatMs: 3_600_000 };
const silentLog = { warn: () => undefined, error: () => undefined };

/**
 * The outbox survives a worker that dies midway: after the next worker has finished, every
 * device token of the audience has exactly one delivery, every batch is recorded once, and
 * the dead worker can record nothing when it comes back.
 */
describe.each(DATABASE_TARGETS)('push outbox on $name', (target) => {
  let api: TestApi;
  let token: string;
  let serviceId: number;
  let templateId: number;
  let tokenIds: number[];
  let tokenOf: Map<number, string>;

  beforeAll(async () => {
    api = await startTestApi(target, { pushes: { worker: false } });
    token = await api.login('client@demo.example');
    serviceId = await serviceIdOf(api, 'demo');
    const templates = await api.request('GET', '/demo/push-templates/news?limit=1', { token });
    templateId = templateListResponseSchema.parse(templates.body).data[0]!.id;
    const rows = await api.db
      .select({ id: customerDeviceTokens.id, token: customerDeviceTokens.token })
      .from(customerDeviceTokens)
      .where(eq(customerDeviceTokens.serviceId, serviceId));
    tokenIds = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    tokenOf = new Map(rows.map((row) => [Number(row.id), row.token]));
    expect(tokenIds.length).toBeGreaterThan(BATCH * 6);
  }, 240_000);
  afterAll(() => api?.close());

  const worker = (sender: PushSender) =>
    new PushWorker({ db: api.db, clock: api.clock, settings, sender, log: silentLog });

  async function pushToAll(): Promise<number> {
    const response = await api.request('POST', '/demo/push-notifications', {
      token,
      body: {
        templateId,
        pushMessage: '全員へのお知らせ',
        sendTiming: SEND_TIMING.IMMEDIATELY,
        target: PUSH_TARGET.ALL,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return pushWriteResponseSchema.parse(response.body).data.id;
  }

  /** A sender that holds its `call`-th batch until released: a worker stuck (or dead) mid-send. */
  function senderHeldAtCall(call: number, needsTargets: boolean) {
    let reachedCall!: () => void;
    const reached = new Promise<void>((resolve) => (reachedCall = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const sender: PushSender = {
      name: 'held',
      needsTargets,
      send: async (message, targets) => {
        calls += 1;
        if (calls === call) {
          reachedCall();
          await released;
        }
        return databasePushSender.send(message, targets);
      },
    };
    return { sender, reached, release };
  }

  /** The batches of the push handed to the sender other than once, as seq: handoffs. */
  async function handoffsOf(pushId: number): Promise<Record<number, number>> {
    const batches = await api.db
      .select({ seq: pushDeliveryBatches.seq, handoffs: pushDeliveryBatches.handoffs })
      .from(pushDeliveryBatches)
      .where(eq(pushDeliveryBatches.pushId, pushId));
    return Object.fromEntries(
      batches.filter((batch) => batch.handoffs !== 1).map((b) => [b.seq, b.handoffs]),
    );
  }

  /** What a sender that needs the tokens (like FCM's) was handed, in the calls it answered. */
  function expectHandedOnce(handed: PushTarget[]) {
    expect(handed.map((target) => target.deviceTokenId).sort((a, b) => a - b)).toEqual(tokenIds);
    expect(handed.every((target) => target.token === tokenOf.get(target.deviceTokenId))).toBe(true);
  }

  async function expectExactlyOnce(pushId: number) {
    const delivered = await api.db
      .select({
        id: pushDeliveries.deviceTokenId,
        n: sql<number>`count(*) over (partition by ${pushDeliveries.deviceTokenId})::int`,
      })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.pushId, pushId));
    expect(delivered.every((row) => row.n === 1)).toBe(true);
    expect(delivered.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(tokenIds);
    const [push] = await api.db.select().from(pushNotifications).where(eq(pushNotifications.id, pushId));
    expect(push).toMatchObject({
      state: PUSH_STATE.SENT,
      deliveryTotal: tokenIds.length,
      deliveredCount: tokenIds.length,
      failedCount: 0,
    });
    const unsent = await api.db
      .select({ seq: pushDeliveryBatches.seq })
      .from(pushDeliveryBatches)
      .where(and(eq(pushDeliveryBatches.pushId, pushId), isNull(pushDeliveryBatches.sentAt)));
    expect(unsent).toEqual([]);
    const [batched] = await api.db
      .select({ total: sql<number>`sum(${pushDeliveryBatches.size})::int` })
      .from(pushDeliveryBatches)
      .where(eq(pushDeliveryBatches.pushId, pushId));
    expect(batched!.total).toBe(tokenIds.length);
    expect(await api.db.select().from(pushOutbox).where(eq(pushOutbox.pushId, pushId))).toEqual([]);
  }

  it('a sender that fails midway: the push is tried again and sends the rest, none twice', async () => {
    const pushId = await pushToAll();
    let calls = 0;
    const handed: PushTarget[] = [];
    const failing: PushSender = {
      name: 'failing',
      needsTargets: true,
      send: async (message, targets) => {
        calls += 1;
        if (calls === 4) throw new Error('connection reset');
        handed.push(...targets);
        return databasePushSender.send(message, targets);
      },
    };
    expect(await worker(failing).drain()).toBe(1);
    const [midway] = await api.db.select().from(pushNotifications).where(eq(pushNotifications.id, pushId));
    expect(midway).toMatchObject({ state: PUSH_STATE.SENDING, deliveredCount: BATCH * 3 });
    // Not before its retry delay.
    expect(await worker(failing).drain()).toBe(0);
    api.clock.advance(settings.retryDelayMs + 1);
    expect(await worker(failing).drain()).toBe(1);
    await expectExactlyOnce(pushId);
    // The batch that failed was handed over again with the same tokens, the rest once.
    expectHandedOnce(handed);
  });

  it('devices the sender could not deliver to are recorded as failed, the rest as delivered', async () => {
    const pushId = await pushToAll();
    const refused = new Set<number>();
    const refusing: PushSender = {
      name: 'refusing',
      needsTargets: true,
      send: async (_message, targets) => {
        const first = targets[0]!;
        refused.add(first.deviceTokenId);
        return { failed: [{ deviceTokenId: first.deviceTokenId, error: `UNREGISTERED ${first.token}` }] };
      },
    };
    expect(await worker(refusing).drain()).toBe(1);
    const [push] = await api.db.select().from(pushNotifications).where(eq(pushNotifications.id, pushId));
    expect(push).toMatchObject({
      state: PUSH_STATE.SENT,
      deliveryTotal: tokenIds.length,
      deliveredCount: tokenIds.length - refused.size,
      failedCount: refused.size,
    });
    expect(refused.size).toBe(Math.ceil(tokenIds.length / BATCH));
    const errors = await api.db
      .select({ id: pushDeliveries.deviceTokenId, error: pushDeliveries.error })
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.pushId, pushId), isNotNull(pushDeliveries.error)));
    expect(errors.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(
      [...refused].sort((a, b) => a - b),
    );
    expect(errors.every((row) => row.error === `UNREGISTERED ${tokenOf.get(Number(row.id))}`)).toBe(true);
  });

  it('a worker killed mid-send: the next takes over once its claim is stale; the dead one records nothing', async () => {
    const pushId = await pushToAll();
    const hanging = senderHeldAtCall(3, true);
    const dying = worker(hanging.sender).runOnce();
    await hanging.reached;
    // The other worker leaves a live claim alone...
    expect(await worker(databasePushSender).drain()).toBe(0);
    // ...and takes it over once it is stale (the first worker stopped refreshing it).
    api.clock.advance(settings.leaseMs + 1);
    expect(await worker(databasePushSender).drain()).toBe(1);
    await expectExactlyOnce(pushId);
    // The batch the dead worker had handed to the sender went again (at least once per batch);
    // every other batch was handed once.
    expect(await handoffsOf(pushId)).toEqual({ 3: 2 });
    // The first worker wakes up: its batch was sent by the other one, and its claim is gone.
    hanging.release();
    expect(await dying).toBe(true);
    await expectExactlyOnce(pushId);
  });

  it('a stopping worker hands its push back after the batch in flight; the next goes on, no batch sent twice', async () => {
    const pushId = await pushToAll();
    const slow = senderHeldAtCall(2, false);
    const stopping = worker(slow.sender);
    const sending = stopping.runOnce();
    await slow.reached;
    const stopped = stopping.stop();
    slow.release();
    await Promise.all([sending, stopped]);
    const [outbox] = await api.db.select().from(pushOutbox).where(eq(pushOutbox.pushId, pushId));
    expect(outbox).toMatchObject({ claimedBy: null, attempts: 0 });
    expect(
      await api.db.select().from(pushDeliveryBatches).where(eq(pushDeliveryBatches.pushId, pushId)),
    ).toHaveLength(2);
    // Taken at once by the next worker, not a lease later.
    expect(await worker(databasePushSender).drain()).toBe(1);
    await expectExactlyOnce(pushId);
    expect(await handoffsOf(pushId)).toEqual({});
  });

  it('two workers draining at the same time send a push once', async () => {
    const pushId = await pushToAll();
    const [a, b] = await Promise.all([
      worker(databasePushSender).drain(),
      worker(databasePushSender).drain(),
    ]);
    expect(a + b).toBe(1);
    await expectExactlyOnce(pushId);
  });
});
