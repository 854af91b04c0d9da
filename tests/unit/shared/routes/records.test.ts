import { describe, expect, it } from 'vitest';
import { isBackFromOwnRecord, routeOfPath } from '@shared/routes';

describe('isBackFromOwnRecord: which arrivals at a list keep its page', () => {
  it('finds the route of a concrete path', () => {
    expect(routeOfPath('/service/demo/store/edit/3')?.name).toBe('storeEdit');
    expect(routeOfPath('/service/demo/store/15/estimate-product/4/edit')?.name).toBe('estimateProductEdit');
    expect(routeOfPath('/nowhere')).toBeUndefined();
  });

  it.each([
    ['/service/demo/store/list', '/service/demo/store/edit/3'],
    ['/service/demo/store/list', '/service/demo/store/create'],
    ['/service/demo/customer/list', '/service/demo/customer/edit/8'],
    ['/service/demo/customer/list-linked', '/service/demo/customer/edit/8'],
    ['/service/demo/payment-history/list', '/service/demo/payment-history/detail/5'],
    ['/service/demo/ec-history/list', '/service/demo/ec-history/edit/5'],
    ['/service/demo/contract/list/15', '/service/demo/contract/edit/15/2'],
    ['/service/demo/store/15/estimate-product/list', '/service/demo/store/15/estimate-product/4/edit'],
    ['/service/demo/store/group/list', '/service/demo/store/group/3/add'],
    [
      '/service/demo/customer/push-notification-template/coupon/list',
      '/service/demo/customer/push-notification-template/coupon/edit/2',
    ],
    ['/setting/user/list', '/setting/user/edit/client/4'],
    ['/setting/service/list', '/setting/service/edit/demo'],
  ])('%s keeps its page back from its record %s', (list, origin) => {
    expect(isBackFromOwnRecord(list, origin)).toBe(true);
  });

  it.each([
    ['/service/demo/store/list', '/service/demo/coupon/list', 'another area'],
    ['/service/demo/store/list', '/service/demo/store/group/list', 'a sibling list'],
    ['/service/demo/store/list', '/service/demo/store/group/3/add', "another list's record"],
    [
      '/service/demo/customer/list',
      '/service/demo/customer/push-notification-template/coupon/edit/2',
      "a template's record",
    ],
    ['/service/demo/payment-history/list', '/service/demo/ec-history/detail/5', 'the other history'],
    ['/service/list', '/service/demo/dashboard', 'a screen inside a service'],
    ['/service/demo/store/list', '/service/demo/store/list', 'itself'],
  ])('%s starts at page 1 from %s (%s)', (list, origin) => {
    expect(isBackFromOwnRecord(list, origin)).toBe(false);
  });
});
