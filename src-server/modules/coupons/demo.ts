import { eq } from 'drizzle-orm';
import { ACCOUNT_STATUS, LIMIT_TYPE, NOTE_BACKGROUND_KEYS } from '@shared/constants';
import { endOfTokyoDay, startOfTokyoDay } from '@shared/datetime';
import type { Database } from '../../platform/db/client';
import { couponUses, coupons } from './schema';
import { customers } from '../customers';
import { DAY_MS } from '../../platform/settings';

/** Offers a café or bakery chain puts in its app: name (management), title, description, note. */
const OFFERS = [
  ['ドリンク1杯無料', 'お好きなドリンク1杯無料', 'Sサイズのドリンクが1杯無料になります。', '会員様限定'],
  ['全品10%オフ', 'お会計から10%OFF', 'テイクアウトも対象です。', 'お一人様1回限り'],
  ['ケーキセット100円引き', 'ケーキセットが100円引き', 'ドリンクとケーキのセットが対象です。', '14時〜17時'],
  ['モーニングトースト無料', 'モーニングにトーストをサービス', '朝11時までのご注文が対象です。', '平日限定'],
  ['スコーン1個プレゼント', '焼きたてスコーンを1個プレゼント', 'ドリンクをご注文の方に。', '先着順'],
  ['コーヒー豆200円引き', 'コーヒー豆（200g）200円引き', '店頭販売の豆すべてが対象です。', 'ポイント対象外'],
  ['サイズアップ無料', 'ドリンクのサイズアップ無料', 'M・Lサイズへ変更できます。', '何度でも'],
  ['誕生月プレゼント', 'お誕生月のお客様にデザート1品', '会員証で誕生月をご提示ください。', '誕生月限定'],
  ['雨の日割引', '雨の日はドリンク50円引き', '天候は店舗の判断によります。', '雨の日限定'],
  ['新店オープン記念', 'オープン記念 全品20%OFF', '対象店舗のみでご利用いただけます。', 'オープン記念'],
  ['タンブラー持参割', 'マイタンブラーで30円引き', 'ご持参のタンブラーでお渡しします。', 'エコ割'],
  ['ランチセット割引', 'ランチセットが150円引き', '11時〜14時のランチセットが対象です。', 'ランチ限定'],
] as const;

const CONTENT =
  'ご注文の際に、レジでこの画面をご提示ください。\n他の割引・クーポンとの併用はできません。\n一部対象外の商品がございます。';

/** The demo store's own shop gets enough coupons (and so news, one per coupon) to page through. */
const OWN_SHOP_ROWS = 42;
const INSERT_CHUNK = 1000;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

export interface MarketingSeed {
  serviceId: number;
  /** Every shop of the service; the first is the demo store user's own. */
  shopIds: readonly number[];
  storeUserId: number | null;
  now: Date;
}

/** A demo coupon as the news seeding needs it: its shop and the offer it makes. */
export interface SeededCoupon {
  id: number;
  shopId: number;
  offerTitle: string;
}

/**
 * Coupons and their uses by the service's customers (the customers module's demo seeds them
 * first), over the last 13 months. A service without customers gets coupons without uses.
 */
export async function seedCoupons(db: Database, seed: MarketingSeed): Promise<SeededCoupon[]> {
  const customerIds = await customersOf(db, seed.serviceId);
  const owners = couponOwners(seed.shopIds);
  const rows = owners.map((shopId, index) => couponValues(seed, shopId, index));
  const useTimes = rows.map((row, index) => planUses(seed, row, index, customerIds.length > 0));
  const inserted = await db
    .insert(coupons)
    .values(rows.map(({ limit: _limit, ...row }) => row))
    .returning({ id: coupons.id, shopId: coupons.shopId });
  const uses = inserted.flatMap((coupon, index) =>
    (useTimes[index] ?? []).map((usedAt, k) => ({
      serviceId: seed.serviceId,
      couponId: coupon.id,
      shopId: coupon.shopId,
      customerId: pick(customerIds, index * 7 + k * 13),
      usedAt,
    })),
  );
  for (let start = 0; start < uses.length; start += INSERT_CHUNK) {
    await db.insert(couponUses).values(uses.slice(start, start + INSERT_CHUNK));
  }
  return inserted.map((coupon, index) => ({ ...coupon, offerTitle: pick(OFFERS, index)[1] }));
}

/** The demo store's shop OWN_SHOP_ROWS times, then each other shop once. */
function couponOwners(shopIds: readonly number[]): number[] {
  const [own, ...others] = shopIds;
  return own === undefined ? [...others] : [...Array<number>(OWN_SHOP_ROWS).fill(own), ...others];
}

type CouponRow = ReturnType<typeof couponValues>;

function couponValues(seed: MarketingSeed, shopId: number, index: number) {
  const [name, title, description, note] = pick(OFFERS, index);
  // Starts spread from ~13 months ago to three weeks ahead, 2 to 12 weeks long; every third
  // coupon runs for months and is still on today, so each state has coupons to show.
  const running = index % 3 === 1;
  const startDaysAgo = running ? 20 + ((index * 13) % 150) : 395 - ((index * 37) % 415);
  const start = startOfTokyoDay(seed.now.getTime() - startDaysAgo * DAY_MS) ?? seed.now;
  const days = running ? startDaysAgo + 10 + ((index * 7) % 80) : 14 + ((index * 11) % 70);
  const end = endOfTokyoDay(start.getTime() + days * DAY_MS) ?? seed.now;
  const limited = index % 3 !== 0;
  // A week before its first day, and never after today (a coupon starting soon was made already).
  const registDate = new Date(Math.min(start.getTime() - 7 * DAY_MS, seed.now.getTime() - DAY_MS));
  return {
    serviceId: seed.serviceId,
    shopId,
    name: `${name}（${index + 1}）`,
    description,
    limitType: limited ? LIMIT_TYPE.LIMITED : LIMIT_TYPE.NO_LIMIT,
    limit: limited ? 30 + ((index * 17) % 170) : null,
    displayNote: note,
    noteBackground: pick(NOTE_BACKGROUND_KEYS, index),
    title,
    content: CONTENT,
    startDate: start,
    endDate: end,
    status: index % 7 === 5 ? ACCOUNT_STATUS.PAUSE : ACCOUNT_STATUS.ACTIVE,
    createdBy: shopId === seed.shopIds[0] ? seed.storeUserId : null,
    remainingUsage: null as number | null,
    usedCount: 0,
    registDate,
    updatedAt: registDate,
  };
}

/** When coupon `index` was used within its period so far; fills in its used and remaining counts. */
function planUses(seed: MarketingSeed, row: CouponRow, index: number, hasCustomers: boolean): Date[] {
  const first = row.startDate.getTime();
  const last = Math.min(row.endDate.getTime(), seed.now.getTime());
  const wanted = last <= first || !hasCustomers ? 0 : 3 + ((index * 29) % 40);
  // Every fourth limited coupon that has started has been used up.
  const count =
    row.limit === null || wanted === 0
      ? wanted
      : index % 4 === 2
        ? row.limit
        : Math.min(wanted, row.limit - 1);
  row.usedCount = count;
  row.remainingUsage = row.limit === null ? null : row.limit - count;
  return Array.from({ length: count }, (_, k) => {
    const day = first + Math.floor(((last - first) * ((k * 7919 + index * 104_729) % 1000)) / 1000);
    // Business hours in Tokyo: 10:00 to 19:59.
    const dayStart = startOfTokyoDay(day)?.getTime() ?? day;
    const time = dayStart + (10 + ((k * 3 + index) % 10)) * 3_600_000 + ((k * 37) % 60) * 60_000;
    // A time still ahead today moves back into the hours already past.
    const past = time > last ? last - ((k * 37) % 480) * 60_000 : time;
    return new Date(Math.max(first, past));
  });
}

async function customersOf(db: Database, serviceId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.serviceId, serviceId));
  return rows.map((row) => row.id);
}
