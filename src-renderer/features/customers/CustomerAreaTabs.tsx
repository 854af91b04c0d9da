import { ja } from '@shared/messages';
import type { RouteName } from '@shared/routes';
import { RouteTabs } from '../../components/RouteTabs';
import { useRouteTabs } from '../../session/useRouteTabs';

const CUSTOMER_AREA: readonly RouteName[] = [
  'customerList',
  'customerListLinked',
  'couponTemplateList',
  'newsTemplateList',
];

/** 顧客管理's lists: the customers, the linked ones and the two push template lists (with their deliveries). */
export function CustomerAreaTabs({ current, subdomain }: { current: string; subdomain: string }) {
  return <RouteTabs label={ja.menu.customers} tabs={useRouteTabs(CUSTOMER_AREA, current, { subdomain })} />;
}
