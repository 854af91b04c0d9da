import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { IngestPaymentInput } from '@shared/api';
import { ingestPaymentSchema } from '@shared/api';
import {
  EC_PAYMENT_STATUS,
  EC_SALES_TYPE,
  ONETIME_PAYMENT,
  PAYMENT_CHANNEL,
  PAYMENT_INGEST_MAX_BATCH,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  RIBBON_PAYMENT,
  SHOP_STATUS,
} from '@shared/constants';
import type { EcPaymentStatus, PaymentCount } from '@shared/constants';
import { addDays, tokyoDay } from '@shared/datetime';
import type { Database } from '../../platform/db/client';
import { shops } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import { customers } from '../customers';
import { ingestPayments } from './ingest';
import { insertIngestKey } from './ingest-keys';

/**
 * The demo's payments: thirteen months of a chain's card, QR and e-money payments, made by a
 * deterministic generator and stored through the same ingest path as the provider's (so the
 * rollups are kept by the same triggers). The live feed (./payment-feed.ts) adds more through
 * the ingest endpoint while the demo runs.
 */

/** What a demo payment needs to know of its shop. */
export interface DemoShop {
  shopCode: string;
  ecEnabled: boolean;
  ecSalesType: number | null;
  /** First day (Tokyo) the shop takes payments. */
  openedOn: string;
  /** The demo store account's own shop: a busy shop's trade, so its dashboard and 集計 look real. */
  busy: boolean;
}

/**
 * An item: its name, yen price, and whether it is food to take away (the reduced 8% rate;
 * what is eaten in the shop and goods that are not food are at 10%).
 */
type CatalogueItem = readonly [string, number, boolean?];

/** How much busier the demo store's shop is than the chain's average shop (some 3,000 payments a year). */
const BUSY_SHOP_POPULARITY = 45;

/** The goods of each demo chain: in-store items and online (EC) items, with yen prices. */
interface Catalogue {
  store: readonly CatalogueItem[];
  online: readonly CatalogueItem[];
  /** The provider sends each payment's part at the reduced rate (else the journals use the service's default rate). */
  sendsTaxSplit: boolean;
}

const DEFAULT_CATALOGUE: Catalogue = {
  store: [
    ['ブレンドコーヒー', 450],
    ['カフェラテ', 520],
    ['本日のケーキセット', 980],
    ['モーニングセット', 650],
    ['ホットサンドセット', 890],
    ['季節のパフェ', 1280],
    ['コーヒー豆 200g', 1600, true],
    ['ドリップバッグ 10袋', 1300, true],
  ],
  online: [
    ['コーヒー豆 定期便（2袋）', 3400, true],
    ['ドリップバッグ ギフト 20袋', 3800, true],
    ['焼き菓子とコーヒーのギフト', 5200, true],
    ['オリジナルマグカップ', 2200],
  ],
  sendsTaxSplit: true,
};

const CATALOGUE: Record<string, Catalogue> = {
  demo: DEFAULT_CATALOGUE,
  sample: {
    store: [
      ['クロワッサン', 260],
      ['天然酵母の食パン', 480],
      ['メロンパン', 220],
      ['季節のデニッシュ', 340],
      ['サンドイッチ', 520],
      ['バゲット', 380],
    ],
    online: [
      ['焼き菓子詰め合わせ', 2800],
      ['食パン 定期便', 3200],
      ['シュトーレン', 3600],
    ],
    sendsTaxSplit: false,
  },
};

const METHODS = [
  PAYMENT_METHOD.CREDIT_CARD,
  PAYMENT_METHOD.CREDIT_CARD,
  PAYMENT_METHOD.QR_CODE,
  PAYMENT_METHOD.QR_CODE,
  PAYMENT_METHOD.E_MONEY,
  PAYMENT_METHOD.DEBIT_CARD,
];

/** A small seeded generator (mulberry32): the same demo every time. */
function random(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The number of events of a Poisson process with mean `mean` (small means only). */
function poisson(next: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let product = next();
  let count = 0;
  while (product > limit) {
    count += 1;
    product *= next();
  }
  return count;
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)] as T;
}

/** Instalments: mostly one payment; a card purchase now and then in instalments or revolving. */
function paymentCountOf(next: () => number, method: number, amount: number): PaymentCount {
  if (method !== PAYMENT_METHOD.CREDIT_CARD || amount < 3000) return 1;
  const roll = next();
  if (roll < 0.7) return 1;
  if (roll < 0.85) return pick(next, [3, 6, 10, 12]);
  return roll < 0.93 ? ONETIME_PAYMENT : RIBBON_PAYMENT;
}

/** An EC payment's state today: recent provisional sales are still unconfirmed; some are cancelled. */
function ecStatusOf(next: () => number, salesType: number | null, daysAgo: number): EcPaymentStatus {
  const roll = next();
  if (roll < 0.04) return EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED;
  if (salesType === EC_SALES_TYPE.PROVISIONAL && daysAgo <= 7) {
    return roll < 0.1 ? EC_PAYMENT_STATUS.UNCONFIRMED_CANCELLED : EC_PAYMENT_STATUS.UNCONFIRMED;
  }
  return EC_PAYMENT_STATUS.SALES_CONFIRMED;
}

/**
 * Card and app payments per shop and day: busier at weekends, growing over the year. Kept low
 * enough that seeding stays quick (about five thousand payments for the coffee chain).
 */
function dailyMean(weekday: number, daysAgo: number, popularity: number): number {
  const weekly = weekday === 0 || weekday === 6 ? 1.45 : weekday === 5 ? 1.15 : 1;
  const growth = 1 + (395 - daysAgo) / 800;
  return 0.13 * weekly * growth * popularity;
}

const TOKYO_OFFSET_MS = 9 * 3_600_000;

/**
 * A moment of the Tokyo day `day`, between 7:30 and 21:30 with a lunchtime peak. Tokyo keeps
 * no summer time, so its offset is a constant (and far cheaper than a zone lookup per payment).
 */
function momentOf(day: string, next: () => number): Date {
  const seconds = Math.round((450 + ((next() + next() + next()) / 3) * 840) * 60 + next() * 60);
  return new Date(Date.parse(`${day}T00:00:00Z`) - TOKYO_OFFSET_MS + seconds * 1000);
}

/** A moment later today than `now`, moved to the same share of the part of the Tokyo day before `now`. */
function foldedIntoPast(moment: Date, now: Date): Date {
  const dayStart = Math.floor((now.getTime() + TOKYO_OFFSET_MS) / 86_400_000) * 86_400_000 - TOKYO_OFFSET_MS;
  const share = (moment.getTime() - dayStart) / 86_400_000;
  return new Date(dayStart + Math.floor(share * (now.getTime() - dayStart)));
}

export interface DemoPaymentOptions {
  subdomain: string;
  shops: readonly DemoShop[];
  customerIds: readonly number[];
  /** Payments until this instant (its Tokyo day, up to this time). */
  now: Date;
  days: number;
}

interface PaymentMaker {
  subdomain: string;
  customerIds: readonly number[];
  next: () => number;
}

/** One payment of the chain at `shop` at `paidAt`: an EC order now and then where the shop sells online. */
export function demoPayment(
  { subdomain, customerIds, next }: PaymentMaker,
  shop: DemoShop,
  paidAt: Date,
  transactionId: string,
  daysAgo: number,
): IngestPaymentInput {
  const catalogue = CATALOGUE[subdomain] ?? DEFAULT_CATALOGUE;
  const online = shop.ecEnabled && next() < 0.18;
  const [item, price, reduced = false] = pick(next, online ? catalogue.online : catalogue.store);
  const extra = online ? 0 : Math.floor(next() * 3);
  const [, extraPrice, extraReduced = false] = pick(next, catalogue.store);
  const amount = price + extra * extraPrice;
  const reducedRateAmount = (reduced ? price : 0) + (extraReduced ? extra * extraPrice : 0);
  const method = online ? PAYMENT_METHOD.CREDIT_CARD : pick(next, METHODS);
  const base = {
    transactionId,
    shopCode: shop.shopCode,
    customerId: customerIds.length > 0 && next() < 0.35 ? pick(next, customerIds) : null,
    paymentMethod: method,
    paymentCount: paymentCountOf(next, method, amount),
    itemName: extra > 0 ? `${item} 他${extra}点` : item,
    amount,
    ...(catalogue.sendsTaxSplit ? { reducedRateAmount } : {}),
    paidAt: paidAt.toISOString(),
  };
  if (!online) {
    const status = next() < 0.015 ? PAYMENT_STATUS.CANCELLED : PAYMENT_STATUS.COMPLETED;
    return { ...base, channel: PAYMENT_CHANNEL.IN_STORE, status };
  }
  const immediate = shop.ecSalesType === EC_SALES_TYPE.IMMEDIATE;
  return {
    ...base,
    channel: PAYMENT_CHANNEL.EC,
    ecSalesType: immediate ? EC_SALES_TYPE.IMMEDIATE : EC_SALES_TYPE.PROVISIONAL,
    ecStatus: ecStatusOf(next, shop.ecSalesType, daysAgo),
  };
}

/** The chain's payments over the `days` days up to `now`, oldest first. */
export function demoPayments(options: DemoPaymentOptions): IngestPaymentInput[] {
  const next = random(`payments:${options.subdomain}`);
  const maker = { subdomain: options.subdomain, customerIds: options.customerIds, next };
  const today = tokyoDay(options.now) ?? '';
  const popularity = options.shops.map((shop) => (shop.busy ? BUSY_SHOP_POPULARITY : 0.5 + next() * 1.5));
  const payments: IngestPaymentInput[] = [];
  for (let daysAgo = options.days - 1; daysAgo >= 0; daysAgo -= 1) {
    const day = addDays(today, -daysAgo);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    options.shops.forEach((shop, shopIndex) => {
      if (day < shop.openedOn) return;
      const visits = poisson(next, dailyMean(weekday, daysAgo, popularity[shopIndex] ?? 1));
      for (let visit = 1; visit <= visits; visit += 1) {
        const moment = momentOf(day, next);
        // The busy shop has taken payments today whenever the demo starts: a moment still to
        // come today is folded back into the part of the day gone by.
        const paidAt = moment > options.now && shop.busy ? foldedIntoPast(moment, options.now) : moment;
        if (paidAt > options.now) continue;
        const transactionId = `${options.subdomain.toUpperCase()}-${day.replaceAll('-', '')}-${shop.shopCode}-${visit}`;
        payments.push(demoPayment(maker, shop, paidAt, transactionId, daysAgo));
      }
    });
  }
  return payments.sort((a, b) => (a.paidAt < b.paidAt ? -1 : 1));
}

/**
 * The demo chain's shops that take payments (open or paused; not those still in review);
 * `busyShopId` is the demo store account's own shop, which trades as a busy shop.
 */
export async function demoShopsOf(
  db: Database,
  serviceId: number,
  now: Date,
  busyShopId: number | null,
): Promise<DemoShop[]> {
  const rows = await db
    .select({
      shopCode: shops.shopCode,
      ecEnabled: shops.ecEnabled,
      ecSalesType: shops.ecSalesType,
      registDate: shops.registDate,
      id: shops.id,
    })
    .from(shops)
    .where(
      and(eq(shops.serviceId, serviceId), inArray(shops.status, [SHOP_STATUS.ACTIVE, SHOP_STATUS.PAUSED])),
    )
    .orderBy(shops.id);
  return rows.flatMap((row) =>
    row.shopCode
      ? [
          {
            shopCode: row.shopCode,
            ecEnabled: row.ecEnabled === 1,
            ecSalesType: row.ecSalesType,
            openedOn: tokyoDay(row.registDate < now ? row.registDate : now) ?? '',
            busy: row.id === busyShopId,
          },
        ]
      : [],
  );
}

/** The demo's ingest key of a service: well known, like the demo password (demo data only). */
export function demoIngestKey(subdomain: string): string {
  return `cpk_${createHash('sha256').update(`demo-ingest:${subdomain}`).digest('base64url')}`;
}

/** Thirteen months of payments for a demo service, and its well-known ingest key. */
export async function seedDemoPayments(
  db: Database,
  service: { id: number; subdomain: string },
  now: Date,
  busyShopId: number | null = null,
): Promise<void> {
  await insertIngestKey(db, service.id, demoIngestKey(service.subdomain), 'デモ用の決済連携キー');
  const customerRows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.serviceId, service.id));
  const payments = demoPayments({
    subdomain: service.subdomain,
    shops: await demoShopsOf(db, service.id, now, busyShopId),
    customerIds: customerRows.map((row) => row.id),
    now,
    days: 395,
  });
  for (let start = 0; start < payments.length; start += PAYMENT_INGEST_MAX_BATCH) {
    const batch = payments
      .slice(start, start + PAYMENT_INGEST_MAX_BATCH)
      .map((p) => ingestPaymentSchema.parse(p));
    await ingestPayments(db, service.id, batch, now).catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      throw new Error(`demo payments refused: ${error.errors?.[0]?.message ?? error.message}`);
    });
  }
}
