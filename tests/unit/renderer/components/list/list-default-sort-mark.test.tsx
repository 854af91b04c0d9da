/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_STORE } from '@shared/constants';
import { ja } from '@shared/messages';
import { forgetRememberedLists } from '../../../../../src-renderer/components/list/listState';
import CouponUsageListPage from '../../../../../src-renderer/features/coupons/usage/CouponUsageListPage';
import CustomerLinkedListPage from '../../../../../src-renderer/features/customers/CustomerLinkedListPage';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

const pageOf = (row: object) => ({
  data: [row],
  meta: { total: 1, per_page: 15, current_page: 1, last_page: 1, from: 1, to: 1 },
  links: { first: '/x?page=1', last: '/x?page=1' },
});

/** The column header of a list, found by its text (the sort mark is beside it, hidden from speech). */
async function header(name: string) {
  const button = await screen.findByRole('button', { name: new RegExp(`^${name}`) }, { timeout: 5000 });
  return button.closest('th')!;
}

describe('a list in its default order marks the column it is sorted by', () => {
  beforeEach(() => forgetRememberedLists());

  it('linked customers: 連携日, newest first', async () => {
    installBridge({
      'customers.linked': () =>
        pageOf({
          id: 1,
          customerId: 1,
          nameSei: '田中',
          nameMei: '花子',
          nameSeiKana: 'タナカ',
          nameMeiKana: 'ハナコ',
          mailAddress: 'hanako@example.jp',
          mobileNo: null,
          linkedAt: '2026-11-20T10:00:00+09:00',
        }),
    });
    renderPage(<CustomerLinkedListPage />, {
      route: 'customerListLinked',
      url: '/service/demo/customer/list-linked',
      user: makeUser(ROLE_CLIENT),
    });
    expect((await header(ja.customers.fields.linkedAt)).getAttribute('aria-sort')).toBe('descending');
  });

  it('coupon uses: 利用日時, newest first', async () => {
    installBridge({
      'couponUsage.list': () =>
        pageOf({
          id: 1,
          usedAt: '2026-11-20T10:00:00+09:00',
          couponId: 1,
          couponName: '10%オフ',
          shopId: 1,
          shopName: '渋谷道玄坂店',
          customerId: 1,
          customerName: '田中 花子',
          customerNameKana: 'タナカ ハナコ',
        }),
      'coupons.all': () => ({ data: [] }),
    });
    renderPage(<CouponUsageListPage />, {
      route: 'couponUsageHistoryList',
      url: '/service/demo/coupon/history-using/list',
      user: makeUser(ROLE_STORE),
    });
    expect((await header(ja.couponUsage.columns.usedAt)).getAttribute('aria-sort')).toBe('descending');
  });
});
