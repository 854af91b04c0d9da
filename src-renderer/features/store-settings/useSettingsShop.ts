import { useParams, useSearchParams } from 'react-router';
import { parseRecordId } from '@shared/api';
import type { CurrentUser } from '@shared/api';
import { ROLE_STORE } from '@shared/constants';
import { SHOP_ID_PARAM } from './settingsShop';

/**
 * The shop id of the settings page in view: the route's `:id` (the summary page), else a store
 * user's own shop, else a group user's choice from the query; null while a group user has not
 * chosen one.
 */
export function useSettingsShopId(user: CurrentUser): number | null {
  const { id } = useParams();
  const [search] = useSearchParams();
  const fromRoute = parseRecordId(id);
  if (fromRoute !== null) return fromRoute;
  if (user.role === ROLE_STORE) return user.shop?.id ?? null;
  return parseRecordId(search.get(SHOP_ID_PARAM));
}
