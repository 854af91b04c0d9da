import type { CurrentUser, ServiceDetail, ServiceInView, TemplateDetail } from '@shared/api';
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
