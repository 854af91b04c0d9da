/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PUSH_STATE, ROLE_CLIENT, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import type { ChannelName } from '@shared/ipc';
import { ja } from '@shared/messages';
import type { RouteName } from '@shared/routes';
import ContractListPage from '../../../../../src-renderer/features/contracts/ContractListPage';
import EstimateProductListPage from '../../../../../src-renderer/features/contracts/products/EstimateProductListPage';
import CouponListPage from '../../../../../src-renderer/features/coupons/CouponListPage';
import { PushList } from '../../../../../src-renderer/features/customers/PushList';
import NotificationListPage from '../../../../../src-renderer/features/notifications/NotificationListPage';
import MenuCategoryListPage from '../../../../../src-renderer/features/shop-content/MenuCategoryListPage';
import MenuListPage from '../../../../../src-renderer/features/shop-content/MenuListPage';
import GroupListPage from '../../../../../src-renderer/features/stores/groups/GroupListPage';
import StoreListPage from '../../../../../src-renderer/features/stores/StoreListPage';
import UserListPage from '../../../../../src-renderer/features/users/UserListPage';
import { LOOKUPS, listAnswer, makeShop, makeUser } from '../../support/fixtures';
import type { Handlers } from '../../support/harness';
import { installBridge, renderPage } from '../../support/harness';

const STAMP = '2026-03-01T10:00:00+09:00';
const page = (rows: unknown[], extra: object = {}) => ({
  data: rows,
  meta: { total: rows.length, per_page: 15, current_page: 1, last_page: 1, from: 1, to: rows.length },
  links: { first: '/x?page=1', last: '/x?page=1' },
  ...extra,
});
const contract = {
  id: 4,
  contractNumber: 'K-2026-0004',
  condition: 3,
  interestType: 1,
  amountPayment: 0,
  interestRate: 12,
  registDate: STAMP,
  updatedAt: STAMP,
};

/** One list screen whose row action waits for a confirmation (the kit's sibling). */
interface Sibling {
  screen: string;
  page: ReactElement;
  route: RouteName;
  url: string;
  role?: Parameters<typeof makeUser>[0];
  handlers: Handlers;
  /** Clicks the row's action. */
  ask: () => Promise<void>;
  /** What the confirmation names. */
  names: string;
  confirmLabel: string;
  write: ChannelName;
  sent: object;
}

const rowButton = (name: string | RegExp) => async () => {
  fireEvent.click(await screen.findByRole('button', { name }));
};

const SIBLINGS: Sibling[] = [
  {
    screen: '店舗一覧 (delete)',
    page: <StoreListPage />,
    route: 'storeList',
    url: '/service/demo/store/list',
    handlers: { ...LOOKUPS, 'stores.list': () => listAnswer([makeShop(1)]) },
    ask: async () => {
      fireEvent.click(await screen.findByRole('button', { name: `${makeShop(1).storeName}の操作` }));
      fireEvent.click(await screen.findByRole('menuitem', { name: ja.actions.delete }));
    },
    names: makeShop(1).storeName,
    confirmLabel: ja.actions.delete,
    write: 'stores.delete',
    sent: { subdomain: 'demo', id: 1 },
  },
  {
    screen: 'グループ一覧',
    page: <GroupListPage />,
    route: 'storeGroupList',
    url: '/service/demo/store/group/list',
    handlers: {
      'groups.list': () =>
        page([
          {
            id: 3,
            name: '首都圏エリア',
            email: null,
            ipAddress: null,
            shopCount: 2,
            registDate: STAMP,
            updatedAt: STAMP,
          },
        ]),
    },
    ask: async () => {
      fireEvent.click(await screen.findByRole('button', { name: /首都圏エリア/ }));
      fireEvent.click(await screen.findByTestId('group-action-delete'));
    },
    names: '首都圏エリア',
    confirmLabel: ja.actions.delete,
    write: 'groups.delete',
    sent: { subdomain: 'demo', id: 3, updatedAt: STAMP },
  },
  {
    screen: 'クーポン一覧 (pause)',
    page: <CouponListPage />,
    route: 'couponList',
    url: '/service/demo/coupon/list',
    role: ROLE_STORE,
    handlers: {
      'coupons.list': () =>
        page(
          [
            {
              id: 1,
              name: 'ドリンク無料',
              title: 'ドリンク1杯無料',
              shopId: 7,
              shopName: '渋谷店',
              imageUrl: null,
              limitType: 1,
              remainingUsage: 12,
              usedCount: 3,
              displayNote: '',
              noteBackground: 'red',
              startDate: '2026-03-01T00:00:00+09:00',
              endDate: '2099-03-31T23:59:59+09:00',
              status: 2,
              state: 'active',
              registDate: STAMP,
              updatedAt: STAMP,
            },
          ],
          { countData: [{ state: 'active', count: 1 }] },
        ),
    },
    ask: rowButton(ja.coupons.actions.pause),
    names: 'ドリンク無料',
    confirmLabel: ja.coupons.actions.pause,
    write: 'coupons.updateStatus',
    sent: { subdomain: 'demo', id: 1, status: 3 },
  },
  {
    screen: 'お知らせ一覧',
    page: <NotificationListPage />,
    route: 'notificationList',
    url: '/notification/list',
    role: ROLE_MASTER,
    handlers: {
      ...LOOKUPS,
      'notifications.list': () =>
        page(
          [
            {
              id: 9,
              content: '年末年始の営業について',
              subdomain: 'demo',
              serviceName: 'デモ',
              shopId: null,
              shopName: null,
              startDate: '2026-12-01',
              endDate: '2027-01-10',
              state: 'active',
              registDate: STAMP,
              updatedAt: STAMP,
            },
          ],
          { countData: [] },
        ),
    },
    ask: rowButton(new RegExp(`^${ja.actions.delete}：`)),
    names: '年末年始の営業について',
    confirmLabel: ja.actions.delete,
    write: 'notifications.delete',
    sent: { id: 9 },
  },
  {
    screen: 'プッシュ通知の送信一覧 (cancel)',
    page: <PushList subdomain="demo" />,
    route: 'couponList',
    url: '/service/demo/coupon/list',
    handlers: {
      'pushes.list': () =>
        page([
          {
            id: 5,
            kind: 'news',
            pushMessage: '週末セールのお知らせ',
            state: PUSH_STATE.SCHEDULED,
            scheduledAt: '2099-12-01T10:00:00+09:00',
            targetCount: 10,
            sentCount: 0,
            failedCount: 0,
            registDate: STAMP,
            updatedAt: STAMP,
          },
        ]),
    },
    ask: rowButton(ja.customers.push.cancel),
    names: '週末セールのお知らせ',
    confirmLabel: ja.customers.push.cancel,
    write: 'pushes.cancel',
    sent: { subdomain: 'demo', id: 5, updatedAt: STAMP },
  },
  {
    screen: '契約一覧',
    page: <ContractListPage />,
    route: 'contractList',
    url: '/service/demo/contract/list/7',
    handlers: { ...LOOKUPS, 'contracts.list': () => page([contract], { shop: { id: 7, name: '渋谷店' } }) },
    ask: rowButton(ja.contracts.list.delete),
    names: contract.contractNumber,
    confirmLabel: ja.contracts.list.delete,
    write: 'contracts.delete',
    sent: { subdomain: 'demo', shopId: 7, id: 4, updatedAt: STAMP },
  },
  {
    screen: '見積商品一覧',
    page: <EstimateProductListPage />,
    route: 'estimateProductList',
    url: '/service/demo/store/7/estimate-product/list',
    handlers: {
      ...LOOKUPS,
      'contracts.all': () => ({ data: [contract] }),
      'estimateProducts.list': () =>
        page(
          [
            {
              id: 8,
              title: '業務用コーヒーマシン',
              amount: 120000,
              imageUrl: null,
              contractId: 4,
              contract,
              registDate: STAMP,
              updatedAt: STAMP,
            },
          ],
          { shop: { id: 7, name: '渋谷店' } },
        ),
    },
    ask: rowButton(ja.contracts.list.delete),
    names: '業務用コーヒーマシン',
    confirmLabel: ja.contracts.list.delete,
    write: 'estimateProducts.delete',
    sent: { subdomain: 'demo', shopId: 7, id: 8, updatedAt: STAMP },
  },
  {
    screen: 'メニューカテゴリー',
    page: <MenuCategoryListPage />,
    route: 'menuCategoryList',
    url: '/service/demo/menu/category/list',
    role: ROLE_STORE,
    handlers: {
      'menuCategories.list': () => ({
        data: [{ id: 2, name: 'ドリンク', position: 1, itemCount: 0, registDate: STAMP, updatedAt: STAMP }],
        orderVersion: 1,
      }),
    },
    ask: rowButton(ja.shopContent.categoryDelete),
    names: 'ドリンク',
    confirmLabel: ja.shopContent.categoryDelete,
    write: 'menuCategories.delete',
    sent: { subdomain: 'demo', id: 2, updatedAt: STAMP },
  },
  {
    screen: 'メニュー一覧',
    page: <MenuListPage />,
    route: 'menuList',
    url: '/service/demo/menu/list',
    role: ROLE_STORE,
    handlers: {
      'menuCategories.list': () => ({
        data: [{ id: 2, name: 'ドリンク', position: 1, itemCount: 1, registDate: STAMP, updatedAt: STAMP }],
        orderVersion: 1,
      }),
      'menu.list': () => ({
        data: [
          {
            id: 6,
            categoryId: 2,
            name: 'ブレンドコーヒー',
            comment: '',
            price: 450,
            position: 1,
            imageUrl: null,
            thumbnailUrl: null,
            registDate: STAMP,
            updatedAt: STAMP,
          },
        ],
        orderVersion: 1,
      }),
    },
    ask: rowButton(ja.shopContent.delete),
    names: 'ブレンドコーヒー',
    confirmLabel: ja.shopContent.delete,
    write: 'menu.delete',
    sent: { subdomain: 'demo', id: 6, updatedAt: STAMP },
  },
  {
    screen: 'ユーザー一覧 (pause)',
    page: <UserListPage />,
    route: 'userList',
    url: '/setting/user/list',
    role: ROLE_MASTER,
    handlers: {
      'users.list': () =>
        page([
          {
            id: 5,
            email: 'dogenzaka@demo.example',
            nameSei: '田中',
            nameMei: '健太',
            role: ROLE_STORE,
            status: 2,
            service: { id: 1, name: 'デモサービス', subdomain: 'demo' },
            shop: { id: 15, name: '渋谷道玄坂店' },
            group: null,
            policies: { summaryManagement: false, paymentHistory: false },
            registDate: STAMP,
            updatedAt: STAMP,
          },
        ]),
    },
    ask: rowButton(ja.users.pause),
    names: '田中 健太（dogenzaka@demo.example）',
    confirmLabel: ja.users.pause,
    write: 'users.updateStatus',
    sent: { id: 5, status: 3, updatedAt: STAMP },
  },
];

function open(sibling: Sibling, write: () => unknown) {
  const bridge = installBridge({ ...sibling.handlers, [sibling.write]: write });
  renderPage(sibling.page, {
    route: sibling.route,
    url: sibling.url,
    user: makeUser(sibling.role ?? ROLE_CLIENT),
    withAlertList: true,
  });
  return bridge;
}

describe('a row action awaiting its confirmation (usePendingRowAction + PendingRowConfirm), on every list that has one', () => {
  it.each(SIBLINGS)(
    '$screen: names the row, writes nothing on キャンセル, writes once confirmed and closes',
    async (sibling) => {
      const bridge = open(sibling, () => ({ message: '処理しました。' }));
      await sibling.ask();
      let dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain(sibling.names);
      fireEvent.click(within(dialog).getByRole('button', { name: ja.actions.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(bridge.payloadsOf(sibling.write)).toHaveLength(0);

      await sibling.ask();
      dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: sibling.confirmLabel }));
      expect(await screen.findByText('処理しました。')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(bridge.payloadsOf(sibling.write)).toHaveLength(1);
      expect(bridge.payloadsOf(sibling.write)[0]).toMatchObject(sibling.sent);
    },
  );

  it.each(SIBLINGS)(
    '$screen: a refused write closes the confirmation and says why on the page',
    async (sibling) => {
      const refused = 'ほかの方が先に変更しました。最新の内容を読み込んでからやり直してください。';
      open(sibling, () => {
        throw { status: 409, message: refused };
      });
      await sibling.ask();
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: sibling.confirmLabel }));
      expect(await screen.findByText(refused)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );
});
