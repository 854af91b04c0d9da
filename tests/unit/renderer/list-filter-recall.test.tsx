/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_STORE } from '@shared/constants';
import type { RouteName } from '@shared/routes';
import { forgetRememberedLists, rememberListSearch } from '../../../src-renderer/components/list/listState';
import CouponListPage from '../../../src-renderer/features/coupons/CouponListPage';
import CouponUsageListPage from '../../../src-renderer/features/coupons/usage/CouponUsageListPage';
import CustomerLinkedListPage from '../../../src-renderer/features/customers/CustomerLinkedListPage';
import CustomerListPage from '../../../src-renderer/features/customers/CustomerListPage';
import CouponTemplateListPage from '../../../src-renderer/features/customers/templates/CouponTemplateListPage';
import NewsListPage from '../../../src-renderer/features/news/NewsListPage';
import { makeUser } from './fixtures';
import { installBridge, renderPage } from './stores/harness';

const emptyPage = {
  data: [],
  countData: [],
  meta: { total: 0, per_page: 15, current_page: 1, last_page: 1, from: 0, to: 0 },
  links: { first: '/x?page=1', last: '/x?page=1' },
};

const LISTS: {
  title: string;
  page: ReactElement;
  route: RouteName;
  path: string;
  role: Parameters<typeof makeUser>[0];
}[] = [
  {
    title: 'customers',
    page: <CustomerListPage />,
    route: 'customerList',
    path: 'customer/list',
    role: ROLE_CLIENT,
  },
  {
    title: 'linked customers',
    page: <CustomerLinkedListPage />,
    route: 'customerListLinked',
    path: 'customer/list-linked',
    role: ROLE_CLIENT,
  },
  {
    title: 'coupon push templates',
    page: <CouponTemplateListPage />,
    route: 'couponTemplateList',
    path: 'customer/push-notification-template/coupon/list',
    role: ROLE_CLIENT,
  },
  { title: 'coupons', page: <CouponListPage />, route: 'couponList', path: 'coupon/list', role: ROLE_STORE },
  {
    title: 'coupon uses',
    page: <CouponUsageListPage />,
    route: 'couponUsageHistoryList',
    path: 'coupon/history-using/list',
    role: ROLE_STORE,
  },
  { title: 'news', page: <NewsListPage />, route: 'newsList', path: 'news/list', role: ROLE_STORE },
];

describe('a list left filtered and opened again (back from a record, or from the menu)', () => {
  beforeEach(() => forgetRememberedLists());

  it.each(LISTS)('$title: the filter panel shows the filter the list is filtered by', async (list) => {
    installBridge({
      'customers.list': () => emptyPage,
      'customers.linked': () => emptyPage,
      'pushTemplates.couponList': () => emptyPage,
      'pushes.list': () => emptyPage,
      'coupons.list': () => emptyPage,
      'coupons.all': () => ({ data: [] }),
      'couponUsage.list': () => emptyPage,
      'news.list': () => emptyPage,
    });
    const url = `/service/demo/${list.path}`;
    const key = list.route.startsWith('customer') ? 'name' : 'keyword';
    rememberListSearch(url, `${key}=${encodeURIComponent('タナカ')}&page=2`);
    const { router } = renderPage(list.page, { route: list.route, url, user: makeUser(list.role) });
    await screen.findByDisplayValue('タナカ', undefined, { timeout: 5000 });
    expect(router.state.location.search).toContain('page=2');
  });
});
