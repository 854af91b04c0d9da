import { addDays, tokyoDay } from '@shared/datetime';
import type { Database } from '../../platform/db/client';
import { notifications } from './schema';
import { DAY_MS } from '../../platform/settings';

/** What head office tells its shops through the year. */
const SERVICE_NOTICES: readonly string[] = [
  '年末年始の営業時間のお知らせ',
  '決済端末のソフトウェア更新のお知らせ',
  'キャッシュレス決済キャンペーン実施のお知らせ',
  'システムメンテナンスに伴うサービス一時停止のお知らせ',
  '売上入金日の変更について',
  'ポイント還元率変更のお知らせ',
  '新しい決済ブランドの取扱開始について',
  'お盆期間中のサポート窓口の営業について',
  'クーポン機能の新機能追加のお知らせ',
  '店舗スタッフ向け操作説明会の開催について',
  '消費税の表示方法に関するお願い',
  '不正利用防止のためのお願い',
];

/** Notices to one shop: deliveries, visits and works. */
const SHOP_NOTICES: readonly string[] = [
  'レジ端末の交換日のお知らせ',
  '販促ポスターの発送について',
  '定期点検（決済端末）の訪問日のお知らせ',
  '店舗情報の掲載内容のご確認のお願い',
];

/**
 * Notices over the last thirteen months and the coming weeks: most have ended, a few are in
 * force today (service-wide and to the first shops), some are still to come.
 */
export async function seedDemoNotifications(
  db: Database,
  { serviceId, shopIds, now }: { serviceId: number; shopIds: readonly number[]; now: Date },
): Promise<void> {
  const today = tokyoDay(now) as string;
  const rows: (typeof notifications.$inferInsert)[] = [];
  const add = (content: string, shopId: number | null, start: string, days: number) => {
    const registered = new Date(Math.min(now.getTime(), Date.parse(`${start}T09:00:00+09:00`) - 3 * DAY_MS));
    rows.push({
      serviceId,
      shopId,
      content,
      startDate: start,
      endDate: addDays(start, days),
      registDate: registered,
      updatedAt: registered,
    });
  };
  // Ended: one every ten days or so for thirteen months.
  for (let index = 0; index < 36; index += 1) {
    const start = addDays(today, -395 + index * 11);
    const toShop = index % 3 === 2 ? (shopIds[index % shopIds.length] ?? null) : null;
    const content =
      toShop === null
        ? SERVICE_NOTICES[index % SERVICE_NOTICES.length]
        : SHOP_NOTICES[index % SHOP_NOTICES.length];
    add(content ?? '', toShop, start, 7);
  }
  // In force today.
  add(SERVICE_NOTICES[0] ?? '', null, addDays(today, -2), 14);
  add(SERVICE_NOTICES[1] ?? '', null, addDays(today, -5), 10);
  add(SERVICE_NOTICES[2] ?? '', null, today, 30);
  for (const [index, shopId] of shopIds.slice(0, 2).entries()) {
    add(SHOP_NOTICES[index] ?? '', shopId, addDays(today, -1), 7);
  }
  // To come.
  for (let index = 0; index < 4; index += 1) {
    add(SERVICE_NOTICES[(index + 3) % SERVICE_NOTICES.length] ?? '', null, addDays(today, 7 + index * 9), 7);
  }
  await db.insert(notifications).values(rows);
}
