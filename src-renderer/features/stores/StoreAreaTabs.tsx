import { ja } from '@shared/messages';
import type { RouteName } from '@shared/routes';
import { RouteTabs } from '../../components/RouteTabs';
import { useRouteTabs } from '../../session/useRouteTabs';

const STORE_AREA: readonly RouteName[] = ['storeList', 'storeGroupList'];

/** 店舗管理's lists: the shops and, for head office, the groups. */
export function StoreAreaTabs({ current, subdomain }: { current: string; subdomain: string }) {
  return <RouteTabs label={ja.menu.stores} tabs={useRouteTabs(STORE_AREA, current, { subdomain })} />;
}
