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

/** What the access rules read of the user: the role, a client's policies, the own service's switches. */
export type AccessUser = Pick<CurrentUser, 'role' | 'policies' | 'service'>;

/** What the access rules read: the user's part (AccessUser) and the service in view. */
export interface RouteAccess {
  user: AccessUser;
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
  return ({ user }: RouteAccess) => isHeadOffice(user.role) || isEnabled(user.service?.[flag]);
}

/**
 * The areas a service flag or a client's policies switch off (spec section 6, "Menu
 * visibility"). An area not listed here is always on; the route roles still apply. These rules
 * read the user alone (their own service's flags come with the account).
 */
const USER_SECTION_RULES: Partial<Record<RouteSection, (context: RouteAccess) => boolean>> = {
  summary: ({ user }) => user.role !== ROLE_CLIENT || user.policies.summaryManagement,
  // The journals book the sales the summary shows: the same policy opens them.
  accounting: ({ user }) => user.role !== ROLE_CLIENT || user.policies.summaryManagement,
  history: ({ user }) => user.role !== ROLE_CLIENT || user.policies.paymentHistory,
  coupons: shopSideFlag('enableCouponSetting'),
  news: shopSideFlag('enableNotificationSetting'),
  gallery: shopSideFlag('enableGallerySetting'),
  menu: shopSideFlag('enableMenuSetting'),
  estimateProducts: ({ user }) => user.role !== ROLE_STORE || isEnabled(user.service?.enableTrailCalc),
};

/** The areas switched by a setting of the service in view, which only its detail carries. */
const SERVICE_SECTION_RULES: Partial<Record<RouteSection, (context: RouteAccess) => boolean>> = {
  customers: ({ user, service }) => user.role !== ROLE_CLIENT || isEnabled(service?.enableCustomerSetting),
  topDisplay: ({ service }) => isEnabled(service?.enableTopSetting),
};

export function isSectionEnabled(section: RouteSection, context: RouteAccess): boolean {
  const rule = USER_SECTION_RULES[section] ?? SERVICE_SECTION_RULES[section];
  return rule?.(context) ?? true;
}

/**
 * Whether access to the area depends on the service in view (GET /services/{id}): only there
 * must a screen wait for it before it may open; elsewhere the screen loads alongside it.
 */
export function sectionNeedsServiceDetail(section: RouteSection): boolean {
  return SERVICE_SECTION_RULES[section] !== undefined;
}

/** Whether a service switch or a client's policy can close the area (else the route's roles decide alone). */
export function isSectionSwitchable(section: RouteSection): boolean {
  return (USER_SECTION_RULES[section] ?? SERVICE_SECTION_RULES[section]) !== undefined;
}

/** The role may use the route and its area is switched on for this user and service. */
export function canAccessRoute(route: RouteDefinition, context: RouteAccess): boolean {
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
