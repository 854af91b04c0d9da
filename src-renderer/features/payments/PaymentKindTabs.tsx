import { ja } from '@shared/messages';
import type { RouteName } from '@shared/routes';
import { RouteTabs } from '../../components/RouteTabs';
import { useRouteTabs } from '../../session/useRouteTabs';
import { PAYMENT_ROUTES } from './paymentKind';
import type { PaymentKind } from './paymentKind';

const HISTORY_LISTS: readonly RouteName[] = [PAYMENT_ROUTES.payment.list, PAYMENT_ROUTES.ec.list];

/**
 * 決済履歴一覧 and EC決済履歴一覧 side by side: the side menu opens one of them (EC only when
 * every shop has EC), and the EC payments of a service where only some shops sell online, with
 * their confirm, change and cancel, are one click away.
 */
export function PaymentKindTabs({ kind, subdomain }: { kind: PaymentKind; subdomain: string }) {
  return (
    <RouteTabs
      label={ja.menu.history}
      tabs={useRouteTabs(HISTORY_LISTS, PAYMENT_ROUTES[kind].list, { subdomain })}
    />
  );
}
