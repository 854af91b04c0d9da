import fc from 'fast-check';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestPaymentInput } from '@shared/api';
import {
  BUSINESS_DAY_CUTOFF_CHOICES,
  EC_PAYMENT_STATUS,
  EC_SALES_TYPE,
  PAYMENT_CHANNEL,
  PAYMENT_STATUS,
  ROLE_CLIENT,
  ROLE_GROUP,
  TAX_RATE,
} from '@shared/constants';
import type { TaxRate } from '@shared/constants';
import type { ShopReach } from '../../src-server/platform/auth/reach';
import { shops } from '../../src-server/platform/db/schema';
import { payments } from '../../src-server/modules/payments/schema';
import {
  JOURNAL_SOURCE,
  journalGroups,
  rollupsServe,
} from '../../src-server/modules/accounting/journal-rows';
import type {
  JournalGroup,
  JournalRules,
  JournalScope,
  JournalSource,
} from '../../src-server/modules/accounting/journal-rows';
import { serviceIdOf } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';
import { allowDemoIngest } from './support/journals';
import { expectRollupsExact, ingest } from './support/payments';

const DAYS = ['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04'];
/** One day either side: payments of June 1 before a cutoff belong to May 31. */
const RANGE = { from: '2025-05-31', to: '2025-06-05' };
/** Midnight, the cutoffs on and around 4:00, and the latest the settings allow. */
const CUTOFFS = [0, 30, 210, 240, 270, 690];
/** Times that sit on and beside the half-hour boundaries the rollups keep, and after 11:30. */
const EDGE_TIMES = ['00:00', '00:29', '03:59', '04:00', '04:30', '11:29', '11:30', '11:59', '12:00', '23:59'];

interface Drawn {
  shop: number;
  day: number;
  time: string;
  method: 1 | 2 | 3 | 4;
  ec: boolean;
  amount: number;
  /** null: the provider said nothing; 'all' / 'none' / a part of the amount at 8%. */
  reduced: null | 'all' | 'none' | number;
  cancelled: boolean;
  /** Cancelled later by a second ingest of the same payment, rather than sent cancelled. */
  cancelledLater: boolean;
}

const minuteOfDay = fc
  .integer({ min: 0, max: 24 * 60 - 1 })
  .map(
    (minute) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
  );

const drawnPayment = (shopCount: number): fc.Arbitrary<Drawn> =>
  fc.record({
    shop: fc.integer({ min: 0, max: shopCount - 1 }),
    day: fc.integer({ min: 0, max: DAYS.length - 1 }),
    time: fc.oneof(minuteOfDay, fc.constantFrom(...EDGE_TIMES)),
    method: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
    ec: fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
    amount: fc.integer({ min: 1, max: 50_000 }),
    reduced: fc.oneof(
      fc.constant(null),
      fc.constant('all' as const),
      fc.constant('none' as const),
      fc.integer({ min: 0, max: 50_000 }),
    ),
    cancelled: fc.boolean(),
    cancelledLater: fc.boolean(),
  });

let sequence = 0;

function ingestInput(drawn: Drawn, shopCodes: readonly string[], cancelNow: boolean): IngestPaymentInput {
  sequence += 1;
  const reducedRateAmount =
    drawn.reduced === null
      ? null
      : drawn.reduced === 'all'
        ? drawn.amount
        : drawn.reduced === 'none'
          ? 0
          : Math.min(drawn.reduced, drawn.amount);
  const base = {
    transactionId: `JR-${sequence}`,
    shopCode: shopCodes[drawn.shop] ?? '',
    paymentMethod: drawn.method,
    paymentCount: 1,
    itemName: '日替わりランチ',
    amount: drawn.amount,
    reducedRateAmount,
    paidAt: `${DAYS[drawn.day]}T${drawn.time}:00+09:00`,
  };
  if (drawn.ec) {
    return {
      ...base,
      channel: PAYMENT_CHANNEL.EC,
      ecSalesType: EC_SALES_TYPE.IMMEDIATE,
      ecStatus: cancelNow ? EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED : EC_PAYMENT_STATUS.SALES_CONFIRMED,
    };
  }
  return {
    ...base,
    channel: PAYMENT_CHANNEL.IN_STORE,
    status: cancelNow ? PAYMENT_STATUS.CANCELLED : PAYMENT_STATUS.COMPLETED,
  };
}

async function collect(
  api: TestApi,
  scope: JournalScope,
  rules: JournalRules,
  source?: JournalSource,
): Promise<JournalGroup[]> {
  const groups: JournalGroup[] = [];
  for await (const batch of journalGroups(api.db, scope, rules, RANGE, source)) groups.push(...batch);
  return groups;
}

it('serves every business day cutoff the settings offer from the rollups', () => {
  expect(BUSINESS_DAY_CUTOFF_CHOICES.filter((cutoff) => !rollupsServe(cutoff))).toEqual([]);
  expect([15, 45, 720, -30].filter(rollupsServe)).toEqual([]);
});

describe.each(DATABASE_TARGETS)('the journal from its rollups on $name', { timeout: 120_000 }, (target) => {
  let api: TestApi;
  let serviceId: number;
  let shopCodes: string[];
  let shopIds: number[];

  beforeAll(async () => {
    api = await startTestApi(target, { jobs: { worker: false } });
    await allowDemoIngest(api);
    serviceId = await serviceIdOf(api, 'demo');
    const demoShops = await api.db
      .select({ id: shops.id, code: shops.shopCode })
      .from(shops)
      .where(and(eq(shops.serviceId, serviceId), isNotNull(shops.shopCode)))
      .orderBy(shops.id)
      .limit(5);
    shopCodes = demoShops.map((shop) => shop.code ?? '');
    shopIds = demoShops.map((shop) => shop.id);

    const drawn = fc.sample(fc.array(drawnPayment(shopCodes.length), { minLength: 400, maxLength: 400 }), {
      seed: 20251128,
      numRuns: 1,
    })[0]!;
    const sent = drawn.map((payment) => ({
      payment,
      input: ingestInput(payment, shopCodes, payment.cancelled && !payment.cancelledLater),
    }));
    // Concurrent ingests that share shops, days and slots, as providers send them.
    const batches = [0, 1, 2, 3].map((part) => sent.filter((_, index) => index % 4 === part));
    const stored = await Promise.all(
      batches.map((batch) =>
        ingest(
          api,
          batch.map((entry) => entry.input),
        ),
      ),
    );
    expect(stored.map((response) => response.status).filter((status) => status >= 300)).toEqual([]);
    // Cancellations sent later for payments stored as sales.
    const later = sent
      .filter(({ payment }) => payment.cancelled && payment.cancelledLater)
      .map(({ payment, input }) => ({
        ...ingestInput(payment, shopCodes, true),
        transactionId: input.transactionId,
      }));
    const cancelledResponse = await ingest(api, later);
    expect(cancelledResponse.status).toBeLessThan(300);
    // Writes that are not the ingest's: a payment moved across the 4:00 slot and its method
    // changed, and some deleted.
    const moved = sent.slice(0, 20).map(({ input }) => input.transactionId);
    await api.db
      .update(payments)
      .set({
        paidAt: sql`${payments.paidAt} + interval '3 hours 45 minutes'`,
        paymentMethod: sql`(${payments.paymentMethod} % 4) + 1`,
      })
      .where(and(eq(payments.serviceId, serviceId), inArray(payments.transactionId, moved)));
    const removed = sent.slice(20, 35).map(({ input }) => input.transactionId);
    await api.db
      .delete(payments)
      .where(and(eq(payments.serviceId, serviceId), inArray(payments.transactionId, removed)));
  });
  afterAll(() => api?.close());

  it('keeps the journal rollups equal to the GROUP BY over the payments', async () => {
    await expectRollupsExact(api);
  });

  it('books the same groups from the rollups as from the payments, for every cutoff, default rate and scope', async () => {
    const client: ShopReach = { role: ROLE_CLIENT, shopId: null, groupId: null };
    const scopes: JournalScope[] = [
      { serviceId, reach: client },
      { serviceId, reach: client, shopIds: shopIds.slice(1, 3) },
      { serviceId, reach: { role: ROLE_GROUP, shopId: null, groupId: null } },
    ];
    const [grouped] = await api.db
      .select({ groupId: shops.groupId })
      .from(shops)
      .where(and(eq(shops.serviceId, serviceId), isNotNull(shops.groupId)))
      .limit(1);
    if (grouped?.groupId) {
      scopes.push({ serviceId, reach: { role: ROLE_GROUP, shopId: null, groupId: grouped.groupId } });
    }
    let compared = 0;
    for (const cutoff of CUTOFFS) {
      for (const defaultTaxRate of [TAX_RATE.STANDARD, TAX_RATE.REDUCED] as TaxRate[]) {
        const rules = { businessDayCutoffMinutes: cutoff, defaultTaxRate };
        for (const scope of scopes) {
          const fromPayments = await collect(api, scope, rules, JOURNAL_SOURCE.PAYMENTS);
          const fromRollups = await collect(api, scope, rules, JOURNAL_SOURCE.ROLLUPS);
          expect(fromRollups, `cutoff ${cutoff}, ${defaultTaxRate}%, ${JSON.stringify(scope)}`).toEqual(
            fromPayments,
          );
          compared += fromPayments.length;
        }
      }
    }
    // The data set reaches every part of the comparison: groups on both sides of each cutoff,
    // both rates and cancellations.
    expect(compared).toBeGreaterThan(1000);
    const whole = await collect(api, scopes[0]!, {
      businessDayCutoffMinutes: 240,
      defaultTaxRate: TAX_RATE.STANDARD,
    });
    expect(whole.some((group) => group.day === '2025-05-31')).toBe(true);
    expect(
      whole.some((group) => group.gross[TAX_RATE.REDUCED] > 0 && group.gross[TAX_RATE.STANDARD] > 0),
    ).toBe(true);
    expect(
      whole.some((group) => group.cancelled[TAX_RATE.STANDARD] + group.cancelled[TAX_RATE.REDUCED] > 0),
    ).toBe(true);
    expect(new Set(whole.map((group) => group.category)).size).toBe(5);
  });

  it('reads a cutoff the rollups cannot answer from the payments', async () => {
    const scope: JournalScope = { serviceId, reach: { role: ROLE_CLIENT, shopId: null, groupId: null } };
    const rules = { businessDayCutoffMinutes: 45, defaultTaxRate: TAX_RATE.STANDARD as TaxRate };
    const chosen = await collect(api, scope, rules);
    expect(chosen).toEqual(await collect(api, scope, rules, JOURNAL_SOURCE.PAYMENTS));
    expect(chosen.some((group) => group.day === '2025-05-31')).toBe(true);
  });
});
