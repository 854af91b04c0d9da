/** @vitest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_STORE } from '@shared/constants';
import type { ChannelName } from '@shared/ipc';
import { formatMessage, ja } from '@shared/messages';
import { routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import ContractEditPage from '../../../../../src-renderer/features/contracts/ContractEditPage';
import CustomerEditPage from '../../../../../src-renderer/features/customers/CustomerEditPage';
import CouponTemplateEditPage from '../../../../../src-renderer/features/customers/templates/CouponTemplateEditPage';
import NewsTemplateEditPage from '../../../../../src-renderer/features/customers/templates/NewsTemplateEditPage';
import GalleryEditPage from '../../../../../src-renderer/features/shop-content/GalleryEditPage';
import MenuEditPage from '../../../../../src-renderer/features/shop-content/MenuEditPage';
import TopCategoryEditPage from '../../../../../src-renderer/features/shop-content/TopCategoryEditPage';
import TopEditPage from '../../../../../src-renderer/features/shop-content/TopEditPage';
import StoreEditPage from '../../../../../src-renderer/features/stores/StoreEditPage';
import { LOOKUPS, makeShopDetail, makeTemplate, makeUser } from '../../support/fixtures';
import type { Handlers } from '../../support/harness';
import { installBridge, renderPage } from '../../support/harness';

const STAMP = '2026-03-01T10:00:00+09:00';
const item = {
  id: 6,
  categoryId: 2,
  categoryName: 'ドリンク',
  position: 1,
  imageUrl: null,
  thumbnailUrl: null,
};
const categories = {
  data: [{ id: 2, name: 'ドリンク', position: 1, itemCount: 1, registDate: STAMP, updatedAt: STAMP }],
  orderVersion: 1,
};

/** One edit screen on the kit: its detail channel and answer, and a value of the record the form shows. */
interface Sibling {
  screen: RouteName;
  page: ReactElement;
  url: string;
  role?: Parameters<typeof makeUser>[0];
  detail: ChannelName;
  record: object;
  /** What the detail answer holds beside the record, and the line under the title made of it. */
  beside?: object;
  subtitle?: string;
  handlers?: Handlers;
  shows: string;
  /** The audit entity whose history shows under the form. */
  history?: boolean;
}

const SIBLINGS: Sibling[] = [
  {
    screen: 'storeEdit',
    page: <StoreEditPage />,
    url: '/service/demo/store/edit/7',
    detail: 'stores.get',
    record: makeShopDetail(7, { storeName: '渋谷道玄坂店' }),
    handlers: LOOKUPS,
    shows: '渋谷道玄坂店',
    history: true,
  },
  {
    screen: 'couponTemplateEdit',
    page: <CouponTemplateEditPage />,
    url: '/service/demo/customer/push-notification-template/coupon/edit/5',
    detail: 'pushTemplates.couponGet',
    record: makeTemplate({ name: '週末クーポン' }),
    shows: '週末クーポン',
  },
  {
    screen: 'newsTemplateEdit',
    page: <NewsTemplateEditPage />,
    url: '/service/demo/customer/push-notification-template/news/edit/5',
    detail: 'pushTemplates.newsGet',
    record: makeTemplate({ kind: 'news', name: '年末のお知らせ' }),
    shows: '年末のお知らせ',
  },
  {
    screen: 'topCategoryEdit',
    page: <TopCategoryEditPage />,
    url: '/service/demo/top/category/edit/2',
    detail: 'topCategories.get',
    record: categories.data[0]!,
    shows: 'ドリンク',
  },
  {
    screen: 'topEdit',
    page: <TopEditPage />,
    url: '/service/demo/top/edit/6',
    detail: 'top.get',
    record: {
      ...item,
      name: '冬の新作',
      redirectUrl: 'https://shop.example/winter',
      registDate: STAMP,
      updatedAt: STAMP,
    },
    handlers: { 'topCategories.list': () => categories },
    shows: '冬の新作',
  },
  {
    screen: 'galleryEdit',
    page: <GalleryEditPage />,
    url: '/service/demo/shop/gallery/edit/6',
    role: ROLE_STORE,
    detail: 'gallery.get',
    record: { ...item, comment: '窓際の席', registDate: STAMP, updatedAt: STAMP },
    handlers: { 'galleryCategories.list': () => categories },
    shows: '窓際の席',
  },
  {
    screen: 'menuEdit',
    page: <MenuEditPage />,
    url: '/service/demo/menu/edit/6',
    role: ROLE_STORE,
    detail: 'menu.get',
    record: {
      ...item,
      name: 'ブレンドコーヒー',
      comment: '',
      price: 450,
      registDate: STAMP,
      updatedAt: STAMP,
    },
    handlers: { 'menuCategories.list': () => categories },
    shows: 'ブレンドコーヒー',
  },
  {
    screen: 'customerEdit',
    page: <CustomerEditPage />,
    url: '/service/demo/customer/edit/31',
    detail: 'customers.get',
    record: {
      id: 31,
      nameSei: '山田',
      nameMei: '花子',
      nameSeiKana: 'ヤマダ',
      nameMeiKana: 'ハナコ',
      mobilePhone: '09012345678',
      homePhone: null,
      mailAddress: 'hanako@example.jp',
      linked: true,
      deviceCount: 1,
      mobileNo: null,
      linkedAt: STAMP,
      hasPassword: true,
      registDate: STAMP,
      updatedAt: STAMP,
    },
    shows: '09012345678',
    history: true,
  },
  {
    screen: 'contractEdit',
    page: <ContractEditPage />,
    url: '/service/demo/contract/edit/7/4',
    detail: 'contracts.get',
    record: {
      id: 4,
      contractNumber: 'K-2026-0004',
      condition: 3,
      interestType: 1,
      amountPayment: 0,
      interestRate: 12,
      registDate: STAMP,
      updatedAt: STAMP,
    },
    beside: { shop: { id: 7, name: '渋谷道玄坂店' } },
    subtitle: formatMessage(ja.contracts.shopLead, { name: '渋谷道玄坂店' }),
    shows: 'K-2026-0004',
  },
];

function open(sibling: Sibling, detail: () => unknown) {
  const bridge = installBridge({
    ...sibling.handlers,
    'audit.recordHistory': () => ({ data: [], meta: { total: 0 } }),
    [sibling.detail]: detail,
  });
  renderPage(sibling.page, {
    route: sibling.screen,
    url: sibling.url,
    user: makeUser(sibling.role ?? ROLE_CLIENT),
  });
  return bridge;
}

describe('RecordEditScreen on every edit screen that stands on it', () => {
  it.each(SIBLINGS)('$screen: the route title, then the form of the loaded record', async (sibling) => {
    const bridge = open(sibling, () => ({ data: sibling.record, ...sibling.beside }));
    expect(
      screen.getByRole('heading', { level: 2, name: routeByName(sibling.screen).title }),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue(sibling.shows)).toBeInTheDocument();
    if (sibling.subtitle) expect(screen.getByText(sibling.subtitle)).toBeInTheDocument();
    if (sibling.history) {
      await waitFor(() => expect(bridge.payloadsOf('audit.recordHistory')).toHaveLength(1));
    } else {
      expect(bridge.payloadsOf('audit.recordHistory')).toHaveLength(0);
    }
  });

  it.each(SIBLINGS)(
    '$screen: a record that cannot be read says so with a retry instead of a form',
    async (sibling) => {
      const unreachable = 'APIサーバーに接続できません。';
      open(sibling, () => {
        throw { status: 0, kind: 'network', message: unreachable };
      });
      expect(await screen.findByText(unreachable)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: ja.actions.reload })).toBeInTheDocument();
      expect(screen.queryByDisplayValue(sibling.shows)).toBeNull();
    },
  );
});
