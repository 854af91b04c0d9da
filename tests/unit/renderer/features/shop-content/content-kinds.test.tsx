/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_STORE } from '@shared/constants';
import type { ChannelName } from '@shared/ipc';
import { ja } from '@shared/messages';
import { routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import GalleryCategoryListPage from '../../../../../src-renderer/features/shop-content/GalleryCategoryListPage';
import GalleryCreatePage from '../../../../../src-renderer/features/shop-content/GalleryCreatePage';
import GalleryEditPage from '../../../../../src-renderer/features/shop-content/GalleryEditPage';
import GalleryListPage from '../../../../../src-renderer/features/shop-content/GalleryListPage';
import MenuCategoryListPage from '../../../../../src-renderer/features/shop-content/MenuCategoryListPage';
import MenuCreatePage from '../../../../../src-renderer/features/shop-content/MenuCreatePage';
import MenuEditPage from '../../../../../src-renderer/features/shop-content/MenuEditPage';
import MenuListPage from '../../../../../src-renderer/features/shop-content/MenuListPage';
import TopCategoryListPage from '../../../../../src-renderer/features/shop-content/TopCategoryListPage';
import TopCreatePage from '../../../../../src-renderer/features/shop-content/TopCreatePage';
import TopEditPage from '../../../../../src-renderer/features/shop-content/TopEditPage';
import TopListPage from '../../../../../src-renderer/features/shop-content/TopListPage';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

const STAMP = '2026-03-01T10:00:00+09:00';
const categories = {
  data: [{ id: 2, name: 'ドリンク', position: 1, itemCount: 1, registDate: STAMP, updatedAt: STAMP }],
  orderVersion: 1,
};
const item = {
  id: 6,
  categoryId: 2,
  categoryName: 'ドリンク',
  position: 1,
  imageUrl: null,
  thumbnailUrl: null,
};

/** One kind of the app's items (ContentKind) and its list and category screens. */
interface Kind {
  name: string;
  role: Parameters<typeof makeUser>[0];
  list: { screen: RouteName; page: ReactElement; url: string };
  categoryList: { screen: RouteName; page: ReactElement; url: string };
  create: { screen: RouteName; page: ReactElement };
  edit: { screen: RouteName; page: ReactElement };
  categoriesChannel: ChannelName;
  itemsChannel: ChannelName;
  detailChannel: ChannelName;
  item: object;
  shows: string;
  createLabel: string;
  createUrl: string;
  editUrl: string;
  /** Categories are made on pages of their own (top) rather than in place. */
  categoryPages?: { createUrl: string; editUrl: string };
}

const KINDS: Kind[] = [
  {
    name: 'gallery',
    role: ROLE_STORE,
    list: { screen: 'galleryList', page: <GalleryListPage />, url: '/service/demo/gallery/list' },
    categoryList: {
      screen: 'galleryCategoryList',
      page: <GalleryCategoryListPage />,
      url: '/service/demo/gallery/category/list',
    },
    create: { screen: 'galleryCreate', page: <GalleryCreatePage /> },
    edit: { screen: 'galleryEdit', page: <GalleryEditPage /> },
    categoriesChannel: 'galleryCategories.list',
    itemsChannel: 'gallery.list',
    detailChannel: 'gallery.get',
    item: { ...item, comment: '窓際の席', registDate: STAMP, updatedAt: STAMP },
    shows: '窓際の席',
    createLabel: ja.shopContent.gallery.createLink,
    createUrl: '/service/demo/shop/gallery/create',
    editUrl: '/service/demo/shop/gallery/edit/6',
  },
  {
    name: 'menu',
    role: ROLE_STORE,
    list: { screen: 'menuList', page: <MenuListPage />, url: '/service/demo/menu/list' },
    categoryList: {
      screen: 'menuCategoryList',
      page: <MenuCategoryListPage />,
      url: '/service/demo/menu/category/list',
    },
    create: { screen: 'menuCreate', page: <MenuCreatePage /> },
    edit: { screen: 'menuEdit', page: <MenuEditPage /> },
    categoriesChannel: 'menuCategories.list',
    itemsChannel: 'menu.list',
    detailChannel: 'menu.get',
    item: { ...item, name: 'ブレンドコーヒー', comment: '', price: 450, registDate: STAMP, updatedAt: STAMP },
    shows: 'ブレンドコーヒー',
    createLabel: ja.shopContent.menu.createLink,
    createUrl: '/service/demo/menu/create',
    editUrl: '/service/demo/menu/edit/6',
  },
  {
    name: 'top',
    role: ROLE_CLIENT,
    list: { screen: 'topList', page: <TopListPage />, url: '/service/demo/top/list' },
    categoryList: {
      screen: 'topCategoryList',
      page: <TopCategoryListPage />,
      url: '/service/demo/top/category/list',
    },
    create: { screen: 'topCreate', page: <TopCreatePage /> },
    edit: { screen: 'topEdit', page: <TopEditPage /> },
    categoriesChannel: 'topCategories.list',
    itemsChannel: 'top.list',
    detailChannel: 'top.get',
    item: { ...item, name: '冬の新作', redirectUrl: '', registDate: STAMP, updatedAt: STAMP },
    shows: '冬の新作',
    createLabel: ja.shopContent.top.createLink,
    createUrl: '/service/demo/top/create',
    editUrl: '/service/demo/top/edit/6',
    categoryPages: {
      createUrl: '/service/demo/top/category/create',
      editUrl: '/service/demo/top/category/edit/2',
    },
  },
];

function open(kind: Kind, which: 'list' | 'categoryList' | 'create' | 'edit') {
  installBridge({
    [kind.categoriesChannel]: () => categories,
    [kind.itemsChannel]: () => ({ data: [kind.item], orderVersion: 1 }),
    [kind.detailChannel]: () => ({ data: kind.item }),
  });
  const { screen: route, page } = kind[which];
  const url = {
    list: kind.list.url,
    categoryList: kind.categoryList.url,
    create: `${kind.createUrl}?categoryId=2`,
    edit: kind.editUrl,
  }[which];
  renderPage(page, { route, url, user: makeUser(kind.role) });
  expect(screen.getByRole('heading', { level: 2, name: routeByName(route).title })).toBeInTheDocument();
}

describe('the gallery, menu and top screens on one ContentKind', () => {
  it.each(KINDS)('$name: the list links to its create, edit and category screens', async (kind) => {
    open(kind, 'list');
    expect(await screen.findByText(kind.shows)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: kind.createLabel })).toHaveAttribute('href', kind.createUrl);
    expect(screen.getByRole('link', { name: ja.shopContent.categoryLink })).toHaveAttribute(
      'href',
      kind.categoryList.url,
    );
    const list = screen.getByTestId('item-list');
    expect(within(list).getByRole('link', { name: ja.shopContent.edit })).toHaveAttribute(
      'href',
      kind.editUrl,
    );
    expect(screen.getByTestId('phone-preview')).toHaveTextContent('ドリンク');
  });

  it.each(KINDS)(
    '$name: the category list goes back to the items, and makes categories in place or on their pages',
    async (kind) => {
      open(kind, 'categoryList');
      expect(await screen.findByText('ドリンク')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: ja.shopContent.backToList })).toHaveAttribute(
        'href',
        kind.list.url,
      );
      if (kind.categoryPages) {
        expect(screen.getByRole('link', { name: ja.shopContent.top.categoryCreateLink })).toHaveAttribute(
          'href',
          kind.categoryPages.createUrl,
        );
        expect(screen.queryByPlaceholderText(ja.shopContent.categoryAddPlaceholder)).toBeNull();
      } else {
        expect(screen.getByPlaceholderText(ja.shopContent.categoryAddPlaceholder)).toBeInTheDocument();
      }
    },
  );

  it.each(KINDS)('$name: the create form starts in the category the list was showing', async (kind) => {
    open(kind, 'create');
    expect(await screen.findByDisplayValue('ドリンク')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ja.actions.register })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(kind.shows)).toBeNull();
  });

  it.each(KINDS)('$name: the edit form starts from the saved item', async (kind) => {
    open(kind, 'edit');
    expect(await screen.findByDisplayValue(kind.shows)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('ドリンク')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ja.actions.update })).toBeInTheDocument();
  });
});
