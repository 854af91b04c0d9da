import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';

type CouponScreen = 'couponList' | 'couponUsageHistoryList' | 'couponUsageHistory';

/** The coupon area's screens, in the order their buttons stand in a header. */
const SCREENS: { route: CouponScreen; label: string }[] = [
  { route: 'couponUsageHistoryList', label: ja.coupons.historyLink },
  { route: 'couponUsageHistory', label: ja.coupons.dashboardLink },
  { route: 'couponList', label: ja.coupons.form.backToList },
];

/** A coupon screen's header buttons to the area's other two (the list, the usage history, its dashboard). */
export function CouponAreaLinks({
  subdomain,
  current,
  labels = {},
}: {
  subdomain: string;
  current: CouponScreen;
  /** A screen's own wording of a link, where it differs. */
  labels?: Partial<Record<CouponScreen, string>>;
}) {
  return SCREENS.filter((screen) => screen.route !== current).map((screen) => (
    <Button key={screen.route} variant="default" component={Link} to={routePath(screen.route, { subdomain })}>
      {labels[screen.route] ?? screen.label}
    </Button>
  ));
}
