/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import {
  forgetRememberedLists,
  rememberListSearch,
} from '../../../../../src-renderer/components/list/listState';
import ContractListPage from '../../../../../src-renderer/features/contracts/ContractListPage';
import AuditLogListPage from '../../../../../src-renderer/features/audit/AuditLogListPage';
import EstimateProductListPage from '../../../../../src-renderer/features/contracts/products/EstimateProductListPage';
import CouponListPage from '../../../../../src-renderer/features/coupons/CouponListPage';
import CouponUsageListPage from '../../../../../src-renderer/features/coupons/usage/CouponUsageListPage';
import CustomerLinkedListPage from '../../../../../src-renderer/features/customers/CustomerLinkedListPage';
import CustomerListPage from '../../../../../src-renderer/features/customers/CustomerListPage';
import CouponTemplateListPage from '../../../../../src-renderer/features/customers/templates/CouponTemplateListPage';
import NewsTemplateListPage from '../../../../../src-renderer/features/customers/templates/NewsTemplateListPage';
import NewsListPage from '../../../../../src-renderer/features/news/NewsListPage';
import NotificationListPage from '../../../../../src-renderer/features/notifications/NotificationListPage';
import EcHistoryListPage from '../../../../../src-renderer/features/payments/EcHistoryListPage';
import PaymentHistoryListPage from '../../../../../src-renderer/features/payments/PaymentHistoryListPage';
import ServiceSettingListPage from '../../../../../src-renderer/features/service-settings/ServiceSettingListPage';
import ServiceListPage from '../../../../../src-renderer/features/services/ServiceListPage';
import GroupListPage from '../../../../../src-renderer/features/stores/groups/GroupListPage';
import GroupShopAddPage from '../../../../../src-renderer/features/stores/groups/GroupShopAddPage';
import GroupShopRemovePage from '../../../../../src-renderer/features/stores/groups/GroupShopRemovePage';
import StoreListPage from '../../../../../src-renderer/features/stores/StoreListPage';
import UserListPage from '../../../../../src-renderer/features/users/UserListPage';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

const emptyPage = {
  data: [],
  countData: [],
  meta: { total: 0, per_page: 15, current_page: 1, last_page: 1, from: 0, to: 0 },
  links: { first: '/x?page=1', last: '/x?page=1' },
};

interface ListCase {
  route: RouteName;
  page: ReactElement;
  role: Parameters<typeof makeUser>[0];
  /** A filter of the list's panel and a value that shows in it as typed. */
  filter: string;
  value: string;
}

/**
 * Every list screen with a filter panel (the filter kit's users). A list the route table adds
 * later must join this table or LISTS_WITHOUT_FILTERS (the completeness check below).
 */
const LISTS: ListCase[] = [
  {
    route: 'serviceList',
    page: <ServiceListPage />,
    role: ROLE_MASTER,
    filter: 'keyword',
    value: 'ひだまり',
  },
  { route: 'storeList', page: <StoreListPage />, role: ROLE_CLIENT, filter: 'keyword', value: '渋谷' },
  { route: 'storeGroupList', page: <GroupListPage />, role: ROLE_CLIENT, filter: 'keyword', value: '首都圏' },
  { route: 'storeGroupAdd', page: <GroupShopAddPage />, role: ROLE_CLIENT, filter: 'keyword', value: '渋谷' },
  {
    route: 'storeGroupDelete',
    page: <GroupShopRemovePage />,
    role: ROLE_CLIENT,
    filter: 'keyword',
    value: '渋谷',
  },
  { route: 'customerList', page: <CustomerListPage />, role: ROLE_CLIENT, filter: 'name', value: 'タナカ' },
  {
    route: 'customerListLinked',
    page: <CustomerLinkedListPage />,
    role: ROLE_CLIENT,
    filter: 'name',
    value: 'タナカ',
  },
  {
    route: 'couponTemplateList',
    page: <CouponTemplateListPage />,
    role: ROLE_CLIENT,
    filter: 'keyword',
    value: '週末',
  },
  {
    route: 'newsTemplateList',
    page: <NewsTemplateListPage />,
    role: ROLE_CLIENT,
    filter: 'keyword',
    value: '新作',
  },
  { route: 'couponList', page: <CouponListPage />, role: ROLE_STORE, filter: 'keyword', value: 'ランチ' },
  {
    route: 'couponUsageHistoryList',
    page: <CouponUsageListPage />,
    role: ROLE_STORE,
    filter: 'keyword',
    value: 'ランチ',
  },
  { route: 'newsList', page: <NewsListPage />, role: ROLE_STORE, filter: 'keyword', value: '新作' },
  {
    route: 'paymentHistoryList',
    page: <PaymentHistoryListPage />,
    role: ROLE_CLIENT,
    filter: 'amountMin',
    value: '1500',
  },
  {
    route: 'ecHistoryList',
    page: <EcHistoryListPage />,
    role: ROLE_CLIENT,
    filter: 'amountMax',
    value: '9800',
  },
  { route: 'contractList', page: <ContractListPage />, role: ROLE_CLIENT, filter: 'keyword', value: 'KY15' },
  {
    route: 'estimateProductList',
    page: <EstimateProductListPage />,
    role: ROLE_CLIENT,
    filter: 'keyword',
    value: 'ソファ',
  },
  {
    route: 'notificationList',
    page: <NotificationListPage />,
    role: ROLE_MASTER,
    filter: 'subdomain',
    value: 'demo',
  },
  { route: 'userList', page: <UserListPage />, role: ROLE_CLIENT, filter: 'name', value: '高橋' },
  { route: 'auditLogList', page: <AuditLogListPage />, role: ROLE_CLIENT, filter: 'entity', value: 'store' },
  {
    route: 'serviceSettingList',
    page: <ServiceSettingListPage />,
    role: ROLE_MASTER,
    filter: 'keyword',
    value: 'こむぎ',
  },
];

/** The lists that have nothing to filter (a shop's few categories and items, ordered by hand). */
const LISTS_WITHOUT_FILTERS: RouteName[] = [
  'galleryCategoryList',
  'galleryList',
  'menuCategoryList',
  'menuList',
  'topList',
  'topCategoryList',
];

const PARAMS: Record<string, string> = { subdomain: 'demo', shopId: '15', id: '3' };

function urlOf(route: RouteName): string {
  const path = ROUTES.find((candidate) => candidate.name === route)?.path ?? '';
  return path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');
}

describe('a list left filtered and opened again (back from a record, or from the menu)', () => {
  beforeEach(() => forgetRememberedLists());

  it('walks every list of the route table', () => {
    const lists = ROUTES.filter((route) => /\/list(\/|-|$)/.test(route.path)).map((route) => route.name);
    expect([...LISTS.map((list) => list.route), ...LISTS_WITHOUT_FILTERS].sort()).toEqual(
      expect.arrayContaining(lists.sort()),
    );
  });

  it.each(LISTS)('$route: the filter panel shows the filter the list is filtered by', async (list) => {
    installBridge({
      'services.list': () => emptyPage,
      'lookups.services': () => ({ data: [{ id: 1, name: 'ひだまり珈琲', subdomain: 'demo' }] }),
      'stores.list': () => emptyPage,
      'stores.all': () => ({ data: [] }),
      'groups.list': () => emptyPage,
      'groups.all': () => ({ data: [{ id: 3, name: '首都圏エリア' }] }),
      'customers.list': () => emptyPage,
      'customers.linked': () => emptyPage,
      'pushTemplates.couponList': () => emptyPage,
      'pushTemplates.newsList': () => emptyPage,
      'pushes.list': () => emptyPage,
      'coupons.list': () => emptyPage,
      'coupons.all': () => ({ data: [] }),
      'couponUsage.list': () => emptyPage,
      'news.list': () => emptyPage,
      'payments.list': () => emptyPage,
      'ecPayments.list': () => emptyPage,
      'contracts.list': () => ({ ...emptyPage, shop: { id: 15, name: '渋谷道玄坂店' } }),
      'contracts.all': () => ({ data: [], shop: { id: 15, name: '渋谷道玄坂店' } }),
      'estimateProducts.list': () => ({ ...emptyPage, shop: { id: 15, name: '渋谷道玄坂店' } }),
      'notifications.list': () => ({ ...emptyPage, countData: [] }),
      'users.list': () => emptyPage,
      'audit.list': () => emptyPage,
    });
    const url = urlOf(list.route);
    rememberListSearch(url, `${list.filter}=${encodeURIComponent(list.value)}&page=2`);
    const { router } = renderPage(list.page, { route: list.route, url, user: makeUser(list.role) });
    const shown = async () =>
      list.filter === 'subdomain'
        ? screen.findByDisplayValue('ひだまり珈琲（demo）', undefined, { timeout: 5000 })
        : screen.findByDisplayValue(list.value, undefined, { timeout: 5000 });
    expect(await shown()).toBeInTheDocument();
    expect(router.state.location.search).toContain('page=2');
  });
});
