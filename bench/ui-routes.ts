import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CurrentUser, ServiceDetail } from '@shared/api';
import { EC_PAYMENT_STATUS, ROLE_CLIENT, ROLE_MASTER, ROLE_NAMES, ROLE_STORE } from '@shared/constants';
import type { Role, RoleName } from '@shared/constants';
import { canAccessRoute, isRoleAllowed, ROUTES } from '@shared/routes';
import type { RouteDefinition, RouteName } from '@shared/routes';

/** The demo accounts (README, "Demo accounts"), one per role. */
export const DEMO_ACCOUNTS: Record<RoleName, string> = {
  master: 'master@demo.example',
  client: 'client@demo.example',
  store: 'store@demo.example',
  group: 'group@demo.example',
};
export const DEMO_PASSWORD = 'DemoPass-2026!';
const DEMO_SUBDOMAIN = 'demo';

/** A bridge call made in the page as the signed-in user; answers the data or throws. */
export type Invoke = (channel: string, payload: unknown) => Promise<unknown>;

interface ListAnswer {
  data: Array<{ id: number; ecStatus?: number }>;
}

/** Records of the demo data that routes with ids open, read through the API as each role. */
export interface WalkContext {
  role: Role;
  user: CurrentUser;
  service: ServiceDetail | null;
  subdomain: string;
  /** The demo store's own shop (渋谷道玄坂店), the one with the most contracts, products and photos. */
  storeShopId: number;
  invoke: Invoke;
}

type ParamsOf = (context: WalkContext) => Promise<Record<string, string | number>>;

/** The demo data holds no record of the kind a route opens, for this role. */
export class NoDemoRecord extends Error {}

async function firstId(context: WalkContext, channel: string, filters: Record<string, unknown> = {}) {
  const answer = (await context.invoke(channel, { subdomain: context.subdomain, ...filters })) as ListAnswer;
  const first = answer.data[0];
  if (!first) throw new NoDemoRecord(`${channel} answered no record for ${ROLE_NAMES[context.role]}`);
  return first.id;
}

/** The shop whose contracts and products are opened: a store user's own, else the demo store's. */
const shopOf = (context: WalkContext) => context.user.shop?.id ?? context.storeShopId;

const service: ParamsOf = async (context) => ({ subdomain: context.subdomain });
const withId =
  (channel: string, filters: (context: WalkContext) => Record<string, unknown> = () => ({})): ParamsOf =>
  async (context) => ({
    subdomain: context.subdomain,
    id: await firstId(context, channel, filters(context)),
  });
const inShop: ParamsOf = async (context) => ({ subdomain: context.subdomain, shopId: shopOf(context) });
const inShopWithId =
  (channel: string): ParamsOf =>
  async (context) => {
    const shopId = shopOf(context);
    return { subdomain: context.subdomain, shopId, id: await firstId(context, channel, { shopId }) };
  };
const userOfRole =
  (role: Role): ParamsOf =>
  async (context) => {
    const answer = (await context.invoke('users.list', { role })) as ListAnswer;
    const first = answer.data[0];
    if (!first) throw new NoDemoRecord(`no demo user of role ${ROLE_NAMES[role]}`);
    return { id: first.id };
  };

/** How each route's parameters are found; a route without `:params` needs no entry. */
const PARAMS: Partial<Record<RouteName, ParamsOf>> = {
  storeEdit: async (context) => ({ subdomain: context.subdomain, id: context.storeShopId }),
  storeGroupAdd: withId('groups.list'),
  storeGroupDelete: withId('groups.list'),
  storeSettingView: async (context) => ({
    subdomain: context.subdomain,
    id: context.user.shop?.id ?? (await firstId(context, 'stores.list')),
  }),
  customerEdit: withId('customers.list'),
  couponTemplateEdit: withId('pushTemplates.couponList'),
  newsTemplateEdit: withId('pushTemplates.newsList'),
  couponEdit: withId('coupons.list'),
  newsDetail: withId('news.list'),
  paymentHistoryDetail: withId('payments.list'),
  ecHistoryDetail: withId('ecPayments.list'),
  ecHistoryEdit: withId('ecPayments.list', () => ({ ecStatus: EC_PAYMENT_STATUS.UNCONFIRMED })),
  galleryEdit: withId('gallery.list'),
  menuEdit: withId('menu.list'),
  topEdit: withId('top.list'),
  topCategoryEdit: withId('topCategories.list'),
  contractList: inShop,
  contractCreate: inShop,
  contractEdit: inShopWithId('contracts.list'),
  estimateProductList: inShop,
  estimateProductCreate: inShop,
  estimateProductEdit: inShopWithId('estimateProducts.list'),
  userEditClient: userOfRole(ROLE_CLIENT),
  userEditMaster: userOfRole(ROLE_MASTER),
  userEditShop: userOfRole(ROLE_STORE),
  serviceSettingEdit: service,
  auditLogDetail: async (context) => {
    const answer = (await context.invoke('audit.list', {})) as ListAnswer;
    const first = answer.data[0];
    if (!first) throw new NoDemoRecord(`audit.list answered no line for ${ROLE_NAMES[context.role]}`);
    return { id: first.id };
  },
};

export async function routeParams(route: RouteDefinition, context: WalkContext) {
  const find = PARAMS[route.name as RouteName];
  if (find) return find(context);
  return route.path.includes(':subdomain') ? service(context) : {};
}

/** The routes a role may open in the demo data: its roles allow it and its area is switched on. */
export function routesOpenTo(context: Pick<WalkContext, 'role' | 'user' | 'service'>): RouteDefinition[] {
  return ROUTES.filter((route) => {
    if (route.name === 'login') return false;
    if (route.layout === 'error') return true;
    return (
      isRoleAllowed(route, context.role) &&
      canAccessRoute(route, { user: context.user, service: context.service })
    );
  });
}

export function subdomainOf(user: CurrentUser): string {
  return user.service?.subdomain ?? DEMO_SUBDOMAIN;
}

/**
 * The built file of each route's screen: src-renderer/app/pages.ts names each screen's module,
 * the build's manifest (vite.browser.config.ts) its chunk. The bench loads it before it times the
 * screen, as the target is for a screen whose code is already loaded.
 */
export function routeChunks(repoRoot: string, buildDir: string): Map<string, string> {
  const pages = readFileSync(path.join(repoRoot, 'src-renderer/app/pages.ts'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(buildDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunks = new Map<string, string>();
  for (const [, name, module] of pages.matchAll(/(\w+): \(\) => import\('\.\.\/([^']+)'\)/g)) {
    if (!name || !module) continue;
    const source = Object.keys(manifest).find((key) => key.replace(/\.tsx?$/, '') === module);
    if (source) chunks.set(name, manifest[source]!.file);
  }
  return chunks;
}
