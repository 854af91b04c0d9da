import { TemplateListPage } from './TemplateListPage';

/** `/customer/push-notification-template/coupon/list`. */
export default function CouponTemplateListPage() {
  return <TemplateListPage kind="coupon" />;
}
