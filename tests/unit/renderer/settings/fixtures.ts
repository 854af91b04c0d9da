import type { ServiceSetting, StoreConfig } from '@shared/api';

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
