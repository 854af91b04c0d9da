import {
  BANK_ACCOUNT_TYPE,
  CARD_TEMPLATE,
  ROLE_CLIENT,
  ROLE_GROUP,
  ROLE_MASTER,
  ROLE_STORE,
} from '@shared/constants';
import type { BankAccountType, CardTemplate, Role } from '@shared/constants';
import { BAKERY_LOCATIONS, COFFEE_LOCATIONS } from './locations';
import type { Location } from './locations';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'DemoPass-2026!';

/**
 * The customer app key of a demo service (README: "The app-facing API"). Real keys are issued
 * with `npm run server -- --issue-app-key <subdomain>` and never stored in clear.
 */
export function demoAppKey(subdomain: string): string {
  return `csk_demo-app-key-${subdomain}`.padEnd(47, '0');
}

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
  /** A paused account (status 3) for the user list's pause and resume. */
  paused?: boolean;
  policies?: { summaryManagement: boolean; paymentHistory: boolean };
  /** Branch name of the store user's shop. */
  shopBranch?: string;
  /** Name of the group user's group. */
  groupName?: string;
}

/** A company with its payout account (zengin bank and branch codes are real). */
export interface CompanyBlueprint {
  name: string;
  nameKana: string;
  zipcode: string;
  /** The street part after the municipality; the municipality comes from the postal code. */
  streetAddress: string;
  buildingName?: string;
  telephone: string;
  representativeName: string;
  bank: {
    bankCode: string;
    bankName: string;
    branchCode: string;
    branchName: string;
    accountType: BankAccountType;
    accountNumber: string;
    accountHolderKana: string;
  };
}

export interface ServiceBlueprint {
  company: CompanyBlueprint;
  name: string;
  subdomain: string;
  /** The e-mail domain of the chain's shops. */
  mailDomain: string;
  settings: {
    googleMapApiKey: string | null;
    privacyPolicyUrl: string;
    termsOfService: string;
    paymentSiteId: string;
    paymentShopId: string;
    cardTemplate: CardTemplate;
    serviceCode: string;
    kameiNo: string;
    inspectionUrl: string;
  };
  /** The service's tags, in order. */
  tags: readonly string[];
  /** The genre of most shops, then the genres every `every`-th shop has instead. */
  genres: { main: string; others: readonly { name: string; every: number }[] };
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

export const MASTER_USERS: readonly UserBlueprint[] = [
  {
    email: DEMO_ACCOUNTS.master,
    role: ROLE_MASTER,
    nameSei: '佐藤',
    nameMei: '一郎',
    policies: { summaryManagement: true, paymentHistory: true },
  },
  {
    email: 'operator@demo.example',
    role: ROLE_MASTER,
    nameSei: '鈴木',
    nameMei: '恵',
    policies: { summaryManagement: true, paymentHistory: true },
  },
];

export const DEMO_SERVICES: readonly ServiceBlueprint[] = [
  {
    company: {
      name: '株式会社ひだまり珈琲',
      nameKana: 'カブシキガイシャヒダマリコーヒー',
      zipcode: '1500001',
      streetAddress: '神宮前5-1-1',
      buildingName: 'ひだまりビル3F',
      telephone: '0334061234',
      representativeName: '日向 陽一',
      bank: {
        bankCode: '0001',
        bankName: 'ミズホ',
        branchCode: '210',
        branchName: 'シブヤ',
        accountType: BANK_ACCOUNT_TYPE.ORDINARY,
        accountNumber: '1234567',
        accountHolderKana: 'カ)ヒダマリコーヒー',
      },
    },
    name: 'ひだまり珈琲 公式アプリ',
    subdomain: 'demo',
    mailDomain: 'hidamari-coffee.example',
    settings: {
      googleMapApiKey: null,
      privacyPolicyUrl: 'https://www.hidamari-coffee.example/privacy',
      termsOfService:
        'ひだまり珈琲 公式アプリ利用規約\n第1条（適用）本規約は、当社が提供する公式アプリの利用条件を定めるものです。',
      paymentSiteId: 'tsite00012345',
      paymentShopId: 'tshop00054321',
      cardTemplate: CARD_TEMPLATE.STANDARD,
      serviceCode: 'HIDAMARI-01',
      kameiNo: '1100012345678',
      inspectionUrl: 'https://inspection.hidamari-coffee.example/app',
    },
    tags: [
      '駅近',
      'Wi-Fi完備',
      'テイクアウト可',
      'モーニング',
      '電源あり',
      'テラス席',
      'ペット可',
      '全席禁煙',
    ],
    genres: {
      main: 'カフェ',
      others: [
        { name: 'ベーカリー', every: 6 },
        { name: 'レストラン', every: 10 },
      ],
    },
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
      {
        email: 'analyst@demo.example',
        role: ROLE_CLIENT,
        nameSei: '山本',
        nameMei: 'さくら',
        policies: { summaryManagement: true, paymentHistory: false },
      },
      {
        email: 'former-staff@demo.example',
        role: ROLE_CLIENT,
        nameSei: '中村',
        nameMei: '大輔',
        paused: true,
      },
      {
        email: 'sapporo@demo.example',
        role: ROLE_STORE,
        nameSei: '小林',
        nameMei: '翔太',
        shopBranch: '札幌駅前',
      },
      { email: 'umeda@demo.example', role: ROLE_STORE, nameSei: '加藤', nameMei: '愛', shopBranch: '梅田' },
      {
        email: 'hakata@demo.example',
        role: ROLE_STORE,
        nameSei: '吉田',
        nameMei: '拓也',
        shopBranch: '博多駅',
        paused: true,
      },
      {
        email: 'kansai-group@demo.example',
        role: ROLE_GROUP,
        nameSei: '山田',
        nameMei: '花子',
        groupName: '関西エリア',
      },
    ],
  },
  {
    company: {
      name: '株式会社こむぎ堂',
      nameKana: 'カブシキガイシャコムギドウ',
      zipcode: '6500002',
      streetAddress: '北野町2-1-1',
      telephone: '0782415678',
      representativeName: '小麦 和子',
      bank: {
        bankCode: '0009',
        bankName: 'ミツイスミトモ',
        branchCode: '410',
        branchName: 'サンノミヤ',
        accountType: BANK_ACCOUNT_TYPE.CHECKING,
        accountNumber: '7654321',
        accountHolderKana: 'カ)コムギドウ',
      },
    },
    name: 'こむぎ堂ベーカリー 会員サービス',
    subdomain: 'sample',
    mailDomain: 'komugido.example',
    settings: {
      googleMapApiKey: null,
      privacyPolicyUrl: 'https://www.komugido.example/privacy',
      termsOfService: 'こむぎ堂 会員サービス利用規約',
      paymentSiteId: 'tsite00067890',
      paymentShopId: 'tshop00009876',
      cardTemplate: CARD_TEMPLATE.SIMPLE,
      serviceCode: 'KOMUGI-01',
      kameiNo: '1100098765432',
      inspectionUrl: 'https://inspection.komugido.example/app',
    },
    tags: ['焼きたて', '天然酵母', 'イートイン', 'ギフト対応'],
    genres: { main: 'ベーカリー', others: [{ name: 'カフェ', every: 5 }] },
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
    users: [
      { email: DEMO_ACCOUNTS.sampleClient, role: ROLE_CLIENT, nameSei: '渡辺', nameMei: '直樹' },
      {
        email: 'futako@sample.example',
        role: ROLE_STORE,
        nameSei: '松本',
        nameMei: '結衣',
        shopBranch: '二子玉川',
      },
    ],
  },
];
