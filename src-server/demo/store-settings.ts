import { eq } from 'drizzle-orm';
import { BANK_ACCOUNT_TYPE, ENABLE, SMOKING_TYPE } from '@shared/constants';
import type { Database } from '../platform/db/client';
import { companies, shopConfigs, shops } from '../platform/db/schema';
import { companyValues } from './companies';
import type { CompanyBlueprint } from './data';

/** The operating company of the demo store user's shop (its company settings page). */
export const DEMO_STORE_COMPANY: CompanyBlueprint = {
  name: '株式会社道玄坂ひだまり',
  nameKana: 'カブシキガイシャドウゲンザカヒダマリ',
  zipcode: '1500043',
  streetAddress: '道玄坂2-10-7',
  buildingName: '新大宗ビル1F',
  telephone: '0354567890',
  representativeName: '田中 健太',
  bank: {
    bankCode: '0005',
    bankName: 'ミツビシユ-エフジエイ',
    branchCode: '135',
    branchName: 'シブヤ',
    accountType: BANK_ACCOUNT_TYPE.ORDINARY,
    accountNumber: '0012345',
    accountHolderKana: 'カ)ドウゲンザカヒダマリ',
  },
};

/** The settings a store user finds already filled in: basic with SNS links, default and detail. */
const DEMO_STORE_CONFIG = {
  address: '東京都渋谷区道玄坂2-10-7 新大宗ビル1F',
  telephone: '0354567890',
  workingTime: '7:00〜22:00（土日祝 8:00〜21:00）',
  holiday: '年中無休（年末年始を除く）',
  subtitle: '道玄坂の途中、朝日の入るカフェ',
  description:
    '自家焙煎のスペシャルティコーヒーと焼きたてのスコーンをご用意しています。お仕事の合間にもどうぞ。',
  access: 'JR渋谷駅ハチ公口から徒歩5分、京王井の頭線渋谷駅から徒歩4分',
  siteUrl: 'https://www.hidamari-coffee.example/shops/dogenzaka',
  contactEmail: 'dogenzaka@hidamari-coffee.example',
  facebookUrl: 'https://www.facebook.com/hidamari.coffee',
  twitterUrl: 'https://x.com/hidamari_coffee',
  instagramUrl: 'https://www.instagram.com/hidamari_coffee/',
  lineUrl: 'https://line.me/R/ti/p/@hidamari',
  receptionEmails: ['dogenzaka@hidamari-coffee.example', 'store@demo.example'],
  seatCount: 42,
  smokingType: SMOKING_TYPE.NO_SMOKING,
  parking: 'なし（近隣のコインパーキングをご利用ください）',
  wifi: ENABLE,
  paymentNote: 'クレジットカード・交通系電子マネー・QRコード決済',
  note: '',
};

/** Fills the store user's shop: its settings, and its operating company with a payout account. */
export async function seedStoreSettings(db: Database, shopId: number, now: Date): Promise<void> {
  await db.insert(shopConfigs).values({ shopId, ...DEMO_STORE_CONFIG, registDate: now, updatedAt: now });
  const [company] = await db
    .insert(companies)
    .values({ ...companyValues(DEMO_STORE_COMPANY), registDate: now, updatedAt: now })
    .returning({ id: companies.id });
  await db
    .update(shops)
    .set({ companyId: company?.id, companyName: DEMO_STORE_COMPANY.name })
    .where(eq(shops.id, shopId));
}
