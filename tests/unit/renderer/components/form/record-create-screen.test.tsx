/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import ContractCreatePage from '../../../../../src-renderer/features/contracts/ContractCreatePage';
import EstimateProductCreatePage from '../../../../../src-renderer/features/contracts/products/EstimateProductCreatePage';
import CouponCreatePage from '../../../../../src-renderer/features/coupons/CouponCreatePage';
import CouponTemplateCreatePage from '../../../../../src-renderer/features/customers/templates/CouponTemplateCreatePage';
import NewsTemplateCreatePage from '../../../../../src-renderer/features/customers/templates/NewsTemplateCreatePage';
import NewsCreatePage from '../../../../../src-renderer/features/news/NewsCreatePage';
import NotificationCreatePage from '../../../../../src-renderer/features/notifications/NotificationCreatePage';
import GalleryCreatePage from '../../../../../src-renderer/features/shop-content/GalleryCreatePage';
import MenuCreatePage from '../../../../../src-renderer/features/shop-content/MenuCreatePage';
import TopCategoryCreatePage from '../../../../../src-renderer/features/shop-content/TopCategoryCreatePage';
import TopCreatePage from '../../../../../src-renderer/features/shop-content/TopCreatePage';
import { makeUser } from '../../support/fixtures';
import type { Handlers } from '../../support/harness';
import { installBridge, renderPage } from '../../support/harness';

const shop = { id: 7, name: '渋谷道玄坂店' };
const noCategories = { data: [], orderVersion: 1 };

/** One create screen: where it opens, the way back under the form, and what it reads first. */
interface Sibling {
  screen: RouteName;
  page: ReactElement;
  url: string;
  role?: Parameters<typeof makeUser>[0];
  back: { label: string; href: string };
  subtitle?: string;
  handlers?: Handlers;
}

const SIBLINGS: Sibling[] = [
  {
    screen: 'couponCreate',
    page: <CouponCreatePage />,
    url: '/service/demo/coupon/create',
    role: ROLE_STORE,
    back: { label: ja.coupons.form.backToList, href: '/service/demo/coupon/list' },
  },
  {
    screen: 'newsCreate',
    page: <NewsCreatePage />,
    url: '/service/demo/news/create',
    role: ROLE_STORE,
    back: { label: ja.news.form.backToList, href: '/service/demo/news/list' },
  },
  {
    screen: 'couponTemplateCreate',
    page: <CouponTemplateCreatePage />,
    url: '/service/demo/customer/push-notification-template/coupon/create',
    back: {
      label: ja.customers.templates.backToCouponList,
      href: '/service/demo/customer/push-notification-template/coupon/list',
    },
  },
  {
    screen: 'newsTemplateCreate',
    page: <NewsTemplateCreatePage />,
    url: '/service/demo/customer/push-notification-template/news/create',
    back: {
      label: ja.customers.templates.backToNewsList,
      href: '/service/demo/customer/push-notification-template/news/list',
    },
  },
  {
    screen: 'topCategoryCreate',
    page: <TopCategoryCreatePage />,
    url: '/service/demo/top/category/create',
    back: { label: ja.shopContent.backToList, href: '/service/demo/top/category/list' },
  },
  {
    screen: 'galleryCreate',
    page: <GalleryCreatePage />,
    url: '/service/demo/shop/gallery/create',
    role: ROLE_STORE,
    back: { label: ja.shopContent.backToList, href: '/service/demo/gallery/list' },
    handlers: { 'galleryCategories.list': () => noCategories },
  },
  {
    screen: 'menuCreate',
    page: <MenuCreatePage />,
    url: '/service/demo/menu/create',
    role: ROLE_STORE,
    back: { label: ja.shopContent.backToList, href: '/service/demo/menu/list' },
    handlers: { 'menuCategories.list': () => noCategories },
  },
  {
    screen: 'topCreate',
    page: <TopCreatePage />,
    url: '/service/demo/top/create',
    back: { label: ja.shopContent.backToList, href: '/service/demo/top/list' },
    handlers: { 'topCategories.list': () => noCategories },
  },
  {
    screen: 'contractCreate',
    page: <ContractCreatePage />,
    url: '/service/demo/contract/create/7',
    back: { label: ja.contracts.backToList, href: '/service/demo/contract/list/7' },
    subtitle: formatMessage(ja.contracts.shopLead, { name: shop.name }),
    handlers: { 'contracts.list': () => ({ data: [], meta: { total: 0 }, shop }) },
  },
  {
    screen: 'estimateProductCreate',
    page: <EstimateProductCreatePage />,
    url: '/service/demo/store/7/estimate-product/create',
    back: { label: ja.contracts.products.backToList, href: '/service/demo/store/7/estimate-product/list' },
    handlers: { 'contracts.all': () => ({ data: [] }) },
  },
  {
    screen: 'notificationCreate',
    page: <NotificationCreatePage />,
    url: '/notification/create',
    role: ROLE_MASTER,
    back: { label: ja.notifications.backToList, href: '/notification/list' },
    handlers: { 'services.list': () => ({ data: [], meta: { total: 0 } }) },
  },
];

describe('the create screens on the form kit', () => {
  it.each(SIBLINGS)(
    '$screen: the route title over a form that registers, with the way back before 登録',
    async (sibling) => {
      installBridge(sibling.handlers ?? {});
      renderPage(sibling.page, {
        route: sibling.screen,
        url: sibling.url,
        user: makeUser(sibling.role ?? ROLE_CLIENT),
      });
      expect(
        screen.getByRole('heading', { level: 2, name: routeByName(sibling.screen).title }),
      ).toBeInTheDocument();
      if (sibling.subtitle) expect(await screen.findByText(sibling.subtitle)).toBeInTheDocument();
      const form = document.querySelector('form');
      expect(form).not.toBeNull();
      const back = within(form!).getByRole('link', { name: sibling.back.label });
      expect(back).toHaveAttribute('href', sibling.back.href);
      const submit = within(form!).getByRole('button', { name: ja.actions.register });
      expect(submit).toHaveAttribute('type', 'submit');
      expect(back.compareDocumentPosition(submit)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    },
  );
});
