import { TemplateListPage, templateListPrefetch } from './TemplateListPage';

export const prefetch = templateListPrefetch('coupon');

/** `/customer/push-notification-template/coupon/list`. */
export default function CouponTemplateListPage() {
  return <TemplateListPage kind="coupon" />;
}
