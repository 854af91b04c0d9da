import { CONTENT_KIND } from '@shared/constants';
import type { Database } from '../../platform/db/client';
import { DAY_MS } from '../../platform/settings';
import type { MarketingSeed, SeededCoupon } from '../coupons';
import { news } from './schema';

const NEWS_TOPICS = [
  ['季節限定メニューのお知らせ', '秋の季節限定「マロンラテ」と「さつまいもスコーン」を販売しています。'],
  ['営業時間変更のお知らせ', '設備点検のため、来週水曜日は18時で閉店いたします。ご迷惑をおかけします。'],
  [
    '新しいコーヒー豆が入荷しました',
    'エチオピア産の浅煎り豆が入荷しました。華やかな香りをお楽しみください。',
  ],
  ['店内改装のお知らせ', '客席を増やし、電源付きのカウンター席を新設しました。'],
  ['臨時休業のお知らせ', '店舗研修のため、臨時休業いたします。何卒ご了承ください。'],
  ['テイクアウト予約を始めました', 'アプリからテイクアウトのご予約ができるようになりました。'],
  ['ハロウィン限定ドリンク', 'かぼちゃのスパイスラテを期間限定でご用意しています。'],
  ['年末年始の営業について', '12月31日と1月1日は休業いたします。1月2日から通常営業です。'],
] as const;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/**
 * A news item beside each demo coupon's shop, over the last 13 months; a quarter of them
 * introduce that coupon.
 */
export async function seedNews(db: Database, seed: MarketingSeed, seededCoupons: readonly SeededCoupon[]): Promise<void> {
  if (seededCoupons.length === 0) return;
  await db.insert(news).values(
    seededCoupons.map((coupon, index) => {
      const [title, content] = pick(NEWS_TOPICS, index);
      const introducesCoupon = index % 4 === 1;
      const registDate = new Date(seed.now.getTime() - (((index * 53) % 390) + 1) * DAY_MS);
      return {
        serviceId: seed.serviceId,
        shopId: coupon.shopId,
        title: introducesCoupon ? `クーポン配信中：${coupon.offerTitle}` : title,
        content: introducesCoupon
          ? 'アプリのクーポン画面からご利用いただけます。この機会にぜひご来店ください。'
          : content,
        additionalContent: index % 3 === 0 ? 'ご不明な点は店舗スタッフまでお問い合わせください。' : '',
        contentKind: introducesCoupon ? CONTENT_KIND.COUPON : CONTENT_KIND.NEWS,
        couponId: introducesCoupon ? coupon.id : null,
        createdBy: coupon.shopId === seed.shopIds[0] ? seed.storeUserId : null,
        registDate,
        updatedAt: registDate,
      };
    }),
  );
}
