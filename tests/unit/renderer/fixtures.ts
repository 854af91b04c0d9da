import type { CurrentUser } from '@shared/api';
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
  };
}
