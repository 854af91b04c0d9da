import type { CurrentUser } from '../api/account';
import type { ServiceDetail } from '../api/services';
import { isEnabled } from '../constants/flags';
import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '../constants/roles';
import type { Role } from '../constants/roles';
import type { ServiceFlag } from '../constants/service';
import { isRoleAllowed } from './table';
import type { RouteDefinition, RouteName, RouteSection } from './table';

/** What the menu and the access rules read of a service: its name and switches (a ServiceDetail has them). */
export type ServiceSwitches = Pick<ServiceDetail, ServiceFlag | 'name'>;

/** Who is asking, and which service is open (GET /services/{id}; null outside a service or before it loads). */
export interface AccessContext {
  user: CurrentUser;
  service: ServiceSwitches | null;
}

/** The flags that switch a shop-side screen on or off. */
type ShopSideFlag = Extract<
  ServiceFlag,
  'enableCouponSetting' | 'enableNotificationSetting' | 'enableGallerySetting' | 'enableMenuSetting'
>;

export function isHeadOffice(role: Role): boolean {
  return role === ROLE_MASTER || role === ROLE_CLIENT;
}

/** Store and group users see an area only when their service enables it. */
function shopSideFlag(flag: ShopSideFlag) {
  return ({ user }: AccessContext) => isHeadOffice(user.role) || isEnabled(user.service?.[flag]);
}

/**
 * The areas a service flag or a client's policies switch off (spec section 6, "Menu
 * visibility"). An area not listed here is always on; the route roles still apply.
 */
const SECTION_RULES: Partial<Record<RouteSection, (context: AccessContext) => boolean>> = {
  customers: ({ user, service }) => user.role !== ROLE_CLIENT || isEnabled(service?.enableCustomerSetting),
  summary: ({ user }) => user.role !== ROLE_CLIENT || user.policies.summaryManagement,
  history: ({ user }) => user.role !== ROLE_CLIENT || user.policies.paymentHistory,
  topDisplay: ({ service }) => isEnabled(service?.enableTopSetting),
  coupons: shopSideFlag('enableCouponSetting'),
  news: shopSideFlag('enableNotificationSetting'),
  gallery: shopSideFlag('enableGallerySetting'),
  menu: shopSideFlag('enableMenuSetting'),
  estimateProducts: ({ user }) => user.role !== ROLE_STORE || isEnabled(user.service?.enableTrailCalc),
};

export function isSectionEnabled(section: RouteSection, context: AccessContext): boolean {
  return SECTION_RULES[section]?.(context) ?? true;
}

/** Whether a service switch or a client's policy can close the area (else the route's roles decide alone). */
export function isSectionSwitchable(section: RouteSection): boolean {
  return SECTION_RULES[section] !== undefined;
}

/** The role may use the route and its area is switched on for this user and service. */
export function canAccessRoute(route: RouteDefinition, context: AccessContext): boolean {
  return isRoleAllowed(route, context.user.role) && isSectionEnabled(route.section, context);
}

/** Master works in every service; everyone else only in their own (403 otherwise). */
export function canAccessSubdomain(user: CurrentUser, subdomain: string): boolean {
  return user.role === ROLE_MASTER || user.service?.subdomain === subdomain;
}

/** The history tab shows EC history when EC settings apply to every store (and there is a store). */
export function usesEcHistory(user: CurrentUser): boolean {
  const { countEc, totalShop } = user.ecSetting;
  return totalShop > 0 && countEc === totalShop;
}

export function historyRouteName(user: CurrentUser): RouteName {
  return usesEcHistory(user) ? 'ecHistoryList' : 'paymentHistoryList';
}

export interface RouteTarget {
  name: RouteName;
  params: Record<string, string | number>;
}

/** Where `/` leads: the service list for head office, the own service's dashboard for store and group. */
export function homeRoute(user: CurrentUser): RouteTarget {
  const shopSide = user.role === ROLE_STORE || user.role === ROLE_GROUP;
  if (shopSide && user.service) return { name: 'dashboard', params: { subdomain: user.service.subdomain } };
  return { name: 'serviceList', params: {} };
}
