import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '../../../src-shared/constants/roles';
import type { Role } from '../../../src-shared/constants/roles';
import type { RouteDefinition } from '../../../src-shared/routes';
import { apiSession } from './api';
import { DEMO_ACCOUNTS } from './app';

/** The demo accounts of the four roles, in the `demo` service. */
export const ROLE_ACCOUNTS: ReadonlyArray<{ role: Role; label: string; email: string }> = [
  { role: ROLE_MASTER, label: 'master', email: DEMO_ACCOUNTS.master },
  { role: ROLE_CLIENT, label: 'client', email: DEMO_ACCOUNTS.clientDemo },
  { role: ROLE_STORE, label: 'store', email: DEMO_ACCOUNTS.store },
  { role: ROLE_GROUP, label: 'group', email: DEMO_ACCOUNTS.group },
];

type Json = { data: Array<{ id: number; role?: number }> & { shop?: { id: number } | null } };

/** GETs of the reference server as one demo account (one login for all of them). */
async function apiAs(email: string): Promise<(path: string) => Promise<Json>> {
  const get = await apiSession(email);
  return (path) => get<Json>(path);
}

/** The first record of a list, or null when the list is empty. */
async function firstId(get: (path: string) => Promise<Json>, path: string): Promise<number | null> {
  return (await get(path)).data[0]?.id ?? null;
}

/**
 * A record of the demo data for every `{id}` and `{shopId}` of the routes a role opens, read
 * from the reference server as that role (a store user's own shop, a group user's shops); null
 * for a route whose list has no record this role may open.
 */
export async function demoRouteParams(
  role: Role,
  email: string,
): Promise<(route: RouteDefinition) => Promise<Record<string, string | number> | null>> {
  const get = await apiAs(email);
  const head = role === ROLE_MASTER || role === ROLE_CLIENT;
  const headOffice = head ? get : await apiAs(DEMO_ACCOUNTS.clientDemo);
  const storeApi = role === ROLE_STORE ? get : await apiAs(DEMO_ACCOUNTS.store);
  const storeAccount = (await storeApi('account')) as unknown as { data: { shop: { id: number } } };
  const ownShop = storeAccount.data.shop.id;
  const shopId = role === ROLE_GROUP ? ((await firstId(get, 'demo/stores?limit=1')) ?? ownShop) : ownShop;
  const users = head ? (await get('users?limit=100')).data : [];
  const userOfRole = (userRole: number) => users.find((user) => user.role === userRole)?.id ?? null;

  const ids: Partial<Record<string, () => Promise<number | null>>> = {
    storeEdit: () => firstId(get, 'demo/stores?limit=1'),
    storeGroupAdd: () => firstId(get, 'demo/groups?limit=1'),
    storeGroupDelete: () => firstId(get, 'demo/groups?limit=1'),
    storeSettingView: () => Promise.resolve(shopId),
    customerEdit: () => firstId(get, 'demo/customers?limit=1'),
    couponTemplateEdit: () => firstId(get, 'demo/push-templates/coupon?limit=1'),
    newsTemplateEdit: () => firstId(get, 'demo/push-templates/news?limit=1'),
    couponEdit: () => firstId(get, 'demo/coupons?limit=1'),
    newsDetail: () => firstId(get, 'demo/news?limit=1'),
    paymentHistoryDetail: () => firstId(get, 'demo/payment-histories?limit=1'),
    ecHistoryDetail: () => firstId(get, 'demo/ec-histories?limit=1'),
    ecHistoryEdit: () => firstId(get, 'demo/ec-histories?limit=1'),
    galleryEdit: () => firstId(get, 'demo/gallery?noPaginate=1'),
    menuEdit: () => firstId(get, 'demo/menus?noPaginate=1'),
    topEdit: () => firstId(headOffice, 'demo/top?noPaginate=1'),
    topCategoryEdit: () => firstId(headOffice, 'demo/top/categories'),
    contractEdit: () => firstId(headOffice, `demo/shops/${ownShop}/contracts?limit=1`),
    estimateProductEdit: () => firstId(storeApi, `demo/shops/${ownShop}/estimate-products?limit=1`),
    userEditClient: () => Promise.resolve(userOfRole(ROLE_CLIENT)),
    userEditMaster: () => Promise.resolve(userOfRole(ROLE_MASTER)),
    userEditShop: () => Promise.resolve(userOfRole(ROLE_STORE)),
  };

  return async (route) => {
    const params: Record<string, string | number> = {};
    if (route.path.includes(':subdomain')) params.subdomain = 'demo';
    if (route.path.includes(':shopId')) params.shopId = shopId;
    if (route.path.includes(':id')) {
      const find = ids[route.name];
      if (!find) throw new Error(`no list of demo records for ${route.name}`);
      const id = await find();
      if (id === null) return null;
      params.id = id;
    }
    return params;
  };
}
