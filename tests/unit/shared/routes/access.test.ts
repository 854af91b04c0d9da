import { describe, expect, it } from 'vitest';
import {
  canAccessRoute,
  canAccessSubdomain,
  historyRouteName,
  homeRoute,
  isSectionEnabled,
  routeByName,
  ROUTES,
  sectionNeedsServiceDetail,
  usesEcHistory,
} from '@shared/routes';
import { client, group, makeService, master, store } from './fixtures';

describe('canAccessSubdomain', () => {
  it('lets master into every service and the others only into their own', () => {
    expect(canAccessSubdomain(master(), 'other')).toBe(true);
    expect(canAccessSubdomain(client(), 'sakura')).toBe(true);
    expect(canAccessSubdomain(client(), 'other')).toBe(false);
    expect(canAccessSubdomain(store(), 'other')).toBe(false);
    expect(canAccessSubdomain(group(), 'sakura')).toBe(true);
    expect(canAccessSubdomain(client({ service: null }), 'sakura')).toBe(false);
  });
});

describe('usesEcHistory', () => {
  it('switches to EC history when EC settings apply to every store', () => {
    expect(usesEcHistory(client({ ecSetting: { countEc: 3, totalShop: 3 } }))).toBe(true);
    expect(usesEcHistory(client({ ecSetting: { countEc: 2, totalShop: 3 } }))).toBe(false);
    expect(usesEcHistory(client({ ecSetting: { countEc: 0, totalShop: 3 } }))).toBe(false);
  });

  it('keeps payment history for a service without stores', () => {
    expect(usesEcHistory(client({ ecSetting: { countEc: 0, totalShop: 0 } }))).toBe(false);
  });

  it('names the history route to open', () => {
    expect(historyRouteName(store({ ecSetting: { countEc: 1, totalShop: 1 } }))).toBe('ecHistoryList');
    expect(historyRouteName(store())).toBe('paymentHistoryList');
  });
});

describe('homeRoute', () => {
  it('sends head office to the service list and store and group to their dashboard', () => {
    expect(homeRoute(master())).toEqual({ name: 'serviceList', params: {} });
    expect(homeRoute(client())).toEqual({ name: 'serviceList', params: {} });
    expect(homeRoute(store())).toEqual({ name: 'dashboard', params: { subdomain: 'sakura' } });
    expect(homeRoute(group())).toEqual({ name: 'dashboard', params: { subdomain: 'sakura' } });
  });
});

describe('isSectionEnabled', () => {
  const service = makeService();

  it('hides customers from a client whose service disables customer setting, not from master', () => {
    const off = makeService({ enableCustomerSetting: 0 });
    expect(isSectionEnabled('customers', { user: client(), service })).toBe(true);
    expect(isSectionEnabled('customers', { user: client(), service: off })).toBe(false);
    expect(isSectionEnabled('customers', { user: master(), service: off })).toBe(true);
  });

  it('follows the client policies for summary and history', () => {
    const noPolicies = client({ policies: { summaryManagement: false, paymentHistory: false } });
    expect(isSectionEnabled('summary', { user: noPolicies, service })).toBe(false);
    expect(isSectionEnabled('accounting', { user: noPolicies, service })).toBe(false);
    expect(isSectionEnabled('history', { user: noPolicies, service })).toBe(false);
    expect(isSectionEnabled('accounting', { user: client(), service })).toBe(true);
    const masterWithout = { ...master(), policies: { summaryManagement: false, paymentHistory: false } };
    expect(isSectionEnabled('accounting', { user: masterWithout, service })).toBe(true);
    expect(isSectionEnabled('summary', { user: client(), service })).toBe(true);
    expect(isSectionEnabled('history', { user: client(), service })).toBe(true);
    const storeWithout = store({ policies: { summaryManagement: false, paymentHistory: false } });
    expect(isSectionEnabled('summary', { user: storeWithout, service: null })).toBe(true);
  });

  it('shows top display info only when the service enables it', () => {
    expect(isSectionEnabled('topDisplay', { user: master(), service })).toBe(true);
    expect(
      isSectionEnabled('topDisplay', { user: master(), service: makeService({ enableTopSetting: 0 }) }),
    ).toBe(false);
    expect(isSectionEnabled('topDisplay', { user: master(), service: null })).toBe(false);
  });

  it.each([
    ['coupons', 'enableCouponSetting'],
    ['news', 'enableNotificationSetting'],
    ['gallery', 'enableGallerySetting'],
    ['menu', 'enableMenuSetting'],
  ] as const)('gates %s for store and group by %s', (section, flag) => {
    expect(isSectionEnabled(section, { user: store(), service: null })).toBe(true);
    expect(isSectionEnabled(section, { user: store({}, { [flag]: 0 }), service: null })).toBe(false);
    expect(isSectionEnabled(section, { user: group({}, { [flag]: 0 }), service: null })).toBe(false);
    expect(isSectionEnabled(section, { user: client({}), service })).toBe(true);
  });

  it('hides estimate products from a store when trial calculation is disabled', () => {
    expect(isSectionEnabled('estimateProducts', { user: store(), service: null })).toBe(true);
    expect(
      isSectionEnabled('estimateProducts', { user: store({}, { enableTrailCalc: 0 }), service: null }),
    ).toBe(false);
    expect(
      isSectionEnabled('estimateProducts', { user: master(), service: makeService({ enableTrailCalc: 0 }) }),
    ).toBe(true);
  });

  it('leaves the other areas on', () => {
    expect(
      isSectionEnabled('dashboard', { user: store({}, { enableCouponSetting: 0 }), service: null }),
    ).toBe(true);
  });
});

describe('canAccessRoute', () => {
  it('needs both the role and the area', () => {
    const service = makeService({ enableCustomerSetting: 0 });
    expect(canAccessRoute(routeByName('customerList'), { user: master(), service })).toBe(true);
    expect(canAccessRoute(routeByName('customerList'), { user: client(), service })).toBe(false);
    expect(canAccessRoute(routeByName('customerList'), { user: store(), service: makeService() })).toBe(
      false,
    );
    expect(canAccessRoute(routeByName('couponCreate'), { user: store(), service: null })).toBe(true);
    expect(
      canAccessRoute(routeByName('couponCreate'), {
        user: store({}, { enableCouponSetting: 0 }),
        service: null,
      }),
    ).toBe(false);
  });
});

describe('sectionNeedsServiceDetail', () => {
  const sections = [...new Set(ROUTES.map((route) => route.section))];
  const users = [master(), client(), store(), group()];
  const detailsWithEveryFlag = [
    makeService(),
    ...Object.keys(makeService())
      .filter((key) => key.startsWith('enable'))
      .map((flag) => makeService({ [flag]: 0 })),
  ];

  it.each(sections)(
    'says %s waits for the service detail exactly when the detail can change access to it',
    (section) => {
      const dependsOnDetail = users.some((user) => {
        const withoutDetail = isSectionEnabled(section, { user, service: null });
        return detailsWithEveryFlag.some(
          (service) => isSectionEnabled(section, { user, service }) !== withoutDetail,
        );
      });
      expect(sectionNeedsServiceDetail(section)).toBe(dependsOnDetail);
    },
  );
});
