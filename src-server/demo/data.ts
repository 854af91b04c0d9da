import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import type { Role } from '@shared/constants';
import { BAKERY_LOCATIONS, COFFEE_LOCATIONS } from './locations';
import type { Location } from './locations';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'DemoPass-2026!';

export const DEMO_ACCOUNTS = {
  master: 'master@demo.example',
  client: 'client@demo.example',
  store: 'store@demo.example',
  group: 'group@demo.example',
  sampleClient: 'client@sample.example',
} as const;

export interface UserBlueprint {
  email: string;
  role: Role;
  nameSei: string;
  nameMei: string;
  policies?: { summaryManagement: boolean; paymentHistory: boolean };
  /** Branch name of the store user's shop. */
  shopBranch?: string;
  /** Name of the group user's group. */
  groupName?: string;
}

export interface ServiceBlueprint {
  company: { name: string; zipcode: string; address: string; telephone: string };
  name: string;
  subdomain: string;
  flags: {
    enableTopSetting: number;
    enableCustomerSetting: number;
    enableTrailCalc: number;
    enableCouponSetting: number;
    enableNotificationSetting: number;
    enableGallerySetting: number;
    enableMenuSetting: number;
  };
  registeredDaysAgo: number;
  shopName: (branch: string) => string;
  locations: readonly Location[];
  /** Group of a shop by prefecture; shops in no listed prefecture stay ungrouped. */
  groups: Record<string, readonly number[]>;
  users: UserBlueprint[];
}

export const MASTER_USER: UserBlueprint = {
  email: DEMO_ACCOUNTS.master,
  role: ROLE_MASTER,
  nameSei: '佐藤',
  nameMei: '一郎',
  policies: { summaryManagement: true, paymentHistory: true },
};

export const DEMO_SERVICES: readonly ServiceBlueprint[] = [
  {
    company: {
      name: '株式会社ひだまり珈琲',
      zipcode: '1500001',
      address: '東京都渋谷区神宮前5-1-1',
      telephone: '0334061234',
    },
    name: 'ひだまり珈琲 公式アプリ',
    subdomain: 'demo',
    flags: {
      enableTopSetting: 1,
      enableCustomerSetting: 1,
      enableTrailCalc: 1,
      enableCouponSetting: 1,
      enableNotificationSetting: 1,
      enableGallerySetting: 1,
      enableMenuSetting: 1,
    },
    registeredDaysAgo: 730,
    shopName: (branch) => `ひだまり珈琲 ${branch}店`,
    locations: COFFEE_LOCATIONS,
    groups: {
      '北海道・東北エリア': [1, 4],
      首都圏エリア: [11, 12, 13, 14],
      '甲信越・北陸エリア': [15, 17, 20],
      東海エリア: [22, 23],
      関西エリア: [26, 27, 28],
      '中国・九州・沖縄エリア': [34, 40, 43, 47],
    },
    users: [
      {
        email: DEMO_ACCOUNTS.client,
        role: ROLE_CLIENT,
        nameSei: '高橋',
        nameMei: '美咲',
        policies: { summaryManagement: true, paymentHistory: true },
      },
      {
        email: DEMO_ACCOUNTS.store,
        role: ROLE_STORE,
        nameSei: '田中',
        nameMei: '健太',
        shopBranch: '渋谷道玄坂',
      },
      {
        email: DEMO_ACCOUNTS.group,
        role: ROLE_GROUP,
        nameSei: '伊藤',
        nameMei: '由美',
        groupName: '首都圏エリア',
      },
    ],
  },
  {
    company: {
      name: '株式会社こむぎ堂',
      zipcode: '6500002',
      address: '兵庫県神戸市中央区北野町2-1-1',
      telephone: '0782415678',
    },
    name: 'こむぎ堂ベーカリー 会員サービス',
    subdomain: 'sample',
    flags: {
      enableTopSetting: 0,
      enableCustomerSetting: 0,
      enableTrailCalc: 0,
      enableCouponSetting: 1,
      enableNotificationSetting: 0,
      enableGallerySetting: 1,
      enableMenuSetting: 1,
    },
    registeredDaysAgo: 365,
    shopName: (branch) => `こむぎ堂 ${branch}店`,
    locations: BAKERY_LOCATIONS,
    groups: { 東日本エリア: [11, 12, 13, 14], 西日本エリア: [23, 26, 27, 28] },
    users: [{ email: DEMO_ACCOUNTS.sampleClient, role: ROLE_CLIENT, nameSei: '渡辺', nameMei: '直樹' }],
  },
];
