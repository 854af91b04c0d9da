import type {
  CurrentUser,
  ServiceDetail,
  ServiceInView,
  ServiceSetting,
  StoreConfig,
  StoreDetail,
  StoreListItem,
  TemplateDetail,
} from '@shared/api';
import type { Handlers } from './harness';
import type { Role } from '@shared/constants';

export function makeUser(role: Role, subdomain: string | null = 'demo'): CurrentUser {
  return {
    id: 1,
    email: 'user@demo.example',
    role,
    nameSei: '山田',
    nameMei: '太郎',
    passwordExpiredAt: null,
    service: subdomain
      ? {
          id: 1,
          name: 'デモサービス',
          subdomain,
          enableTrailCalc: 1,
          enableCouponSetting: 1,
          enableNotificationSetting: 1,
          enableGallerySetting: 1,
          enableMenuSetting: 1,
        }
      : null,
    shop: null,
    group: null,
    policies: { summaryManagement: true, paymentHistory: true },
    ecSetting: { countEc: 0, totalShop: 0 },
    updatedAt: '2026-01-01T09:00:00+09:00',
  };
}

export function makeService(subdomain: string, flags: Partial<ServiceDetail> = {}): ServiceInView {
  return {
    id: subdomain === 'demo' ? 1 : 2,
    name: subdomain === 'demo' ? 'デモサービス' : 'サンプルサービス',
    subdomain,
    enableTopSetting: 1,
    enableCustomerSetting: 1,
    enableTrailCalc: 1,
    enableCouponSetting: 1,
    enableNotificationSetting: 1,
    enableGallerySetting: 1,
    enableMenuSetting: 1,
    registDate: '2026-01-01T09:00:00+09:00',
    updatedAt: '2026-01-01T09:00:00+09:00',
    ...flags,
  };
}

export const TEMPLATE_STAMP = '2026-03-01T10:00:00+09:00';

/** A coupon push template as the API answers it. */
export function makeTemplate(overrides: Partial<TemplateDetail> = {}): TemplateDetail {
  return {
    id: 5,
    kind: 'coupon',
    name: '週末クーポン',
    title: '週末限定 10%OFF',
    pushMessage: '週末限定のクーポンが届きました',
    imageUrl: null,
    imageCount: 0,
    periodType: 1,
    availableAt: '2026-12-01T00:00:00+09:00',
    expiredAt: '2026-12-31T23:59:59+09:00',
    pushCount: 0,
    lastSentAt: null,
    content: '土日のお会計から10%引き',
    requirement: '',
    attention: '',
    linkOpenMode: 1,
    images: [],
    registDate: TEMPLATE_STAMP,
    updatedAt: TEMPLATE_STAMP,
    ...overrides,
  };
}

export function storeConfig(overrides: Partial<StoreConfig> = {}): StoreConfig {
  return {
    shopId: 15,
    storeName: 'ひだまり珈琲 渋谷道玄坂店',
    shopCode: 'DEMO-0015',
    basic: {
      imageUrl: null,
      address: '東京都渋谷区道玄坂2-10-7',
      telephone: '0354567890',
      workingTime: '7:00〜22:00',
      holiday: '年中無休',
      subtitle: '朝日の入るカフェ',
      description: '自家焙煎のコーヒーをご用意しています。',
      access: 'JR渋谷駅から徒歩5分',
      site: 'https://www.hidamari-coffee.example/',
      email: 'dogenzaka@hidamari-coffee.example',
      facebook: '',
      twitter: '',
      instagram: '',
      line: '',
    },
    default: {
      receptionEmails: ['dogenzaka@hidamari-coffee.example'],
      sound: {
        id: null,
        name: '標準着信音',
        mimeType: 'audio/wav',
        url: 'https://api.example.test/api/v1/demo/media/default-sound',
      },
    },
    detail: { seatCount: 42, smokingType: 1, parking: '', wifi: 1, paymentNote: '', note: '' },
    qrCodeUrl: 'https://api.example.test/api/v1/demo/stores/15/qr-code',
    shopPageUrl: 'https://app.example.test/demo/shops/DEMO-0015',
    updatedAt: '2026-04-01T09:00:00+09:00',
    ...overrides,
  };
}

export function serviceSetting(overrides: Partial<ServiceSetting> = {}): ServiceSetting {
  return {
    id: 1,
    name: 'ひだまり珈琲 公式アプリ',
    subdomain: 'demo',
    clientId: 1,
    company: { id: 1, name: '株式会社ひだまり珈琲' },
    logoUrl: null,
    googleMapApiKey: '',
    privacyPolicyUrl: 'https://www.hidamari-coffee.example/privacy',
    termsOfService: '利用規約',
    paymentSiteId: 'tsite00012345',
    paymentSitePasswordSet: true,
    paymentShopId: 'tshop00054321',
    paymentShopPasswordSet: false,
    serviceTag: [{ id: 1, name: '駅近' }],
    cardTemplate: 1,
    serviceCode: 'HIDAMARI-01',
    kameiNo: '1100012345678',
    inspectionUrl: '',
    enableTopSetting: 1,
    enableCustomerSetting: 0,
    enableTrailCalc: 1,
    enableCouponSetting: 0,
    enableNotificationSetting: 1,
    enableGallerySetting: 0,
    enableMenuSetting: 1,
    registDate: '2024-04-01T09:00:00+09:00',
    updatedAt: '2026-04-01T09:00:00+09:00',
    ...overrides,
  };
}

const STAMP = '2026-03-01T10:00:00+09:00';

export function makeShop(id: number, overrides: Partial<StoreListItem> = {}): StoreListItem {
  return {
    id,
    shopCode: `DEMO-${String(id).padStart(4, '0')}`,
    storeName: `ひだまり珈琲 ${id}号店`,
    status: 2,
    groupId: null,
    groupName: null,
    zipcode: '1500043',
    prefectureId: 13,
    prefectureName: '東京都',
    municipalityId: '13113',
    municipalityName: '渋谷区',
    streetAddress: '道玄坂1-2-3',
    buildingName: null,
    telephone: '0312345678',
    genreId: 1,
    genreName: 'カフェ',
    serviceTagId: null,
    serviceTagName: null,
    latitude: 35.658,
    longitude: 139.698,
    ecEnabled: 0,
    registDate: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeShopDetail(id: number, overrides: Partial<StoreDetail> = {}): StoreDetail {
  return {
    ...makeShop(id),
    nameSei: '山田',
    nameMei: '太郎',
    email: 'owner@shop.example',
    companyName: null,
    remarks: null,
    allowIps: [],
    ecShopId: null,
    ecShopPasswordSet: false,
    ecSalesType: null,
    ecAuthorizedIPAddress: null,
    ecRedirectUrl: null,
    ecGeneratedKey: null,
    account: null,
    ...overrides,
  };
}

/** A one-page list answer with the given shops and status counts. */
export function listAnswer(shops: StoreListItem[]) {
  const counts = [1, 2, 3, 4, 5].map((status) => ({
    status: status as StoreListItem['status'],
    count: shops.filter((shop) => shop.status === status).length,
  }));
  return {
    data: shops,
    countData: counts,
    meta: {
      total: shops.length,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      from: shops.length ? 1 : null,
      to: shops.length || null,
    },
    links: { first: 'http://api/stores?page=1', last: 'http://api/stores?page=1' },
  };
}

/** The lookups every store screen reads. */
export const LOOKUPS: Handlers = {
  'genres.list': () => ({
    data: [
      { id: 1, name: 'カフェ' },
      { id: 2, name: 'ベーカリー' },
    ],
  }),
  'serviceTags.all': () => ({ data: [{ id: 7, name: 'テイクアウト' }] }),
  'groups.all': () => ({ data: [] }),
  'address.prefectures': () => ({
    data: [
      { code: '13', name: '東京都' },
      { code: '27', name: '大阪府' },
    ],
  }),
  'address.municipalities': () => ({ data: [{ code: '13113', name: '渋谷区', prefectureCode: '13' }] }),
};
