/** @vitest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServiceSetting } from '@shared/api';
import { forgetRememberedLists } from '../../../../../src-renderer/components/list/listState';
import StoreListPage from '../../../../../src-renderer/features/stores/StoreListPage';
import { installBridge, renderPage } from '../../support/harness';
import { LOOKUPS, listAnswer, makeShop } from '../../support/fixtures';

const LIST_URL = '/service/demo/store/list';

function openList(url: string) {
  const shops = [makeShop(1)];
  const bridge = installBridge({
    ...LOOKUPS,
    'stores.list': () => listAnswer(shops),
    'stores.all': () => listAnswer(shops),
    'serviceSettings.get': () => ({ data: { googleMapApiKey: '' } as ServiceSetting }),
  });
  const rendered = renderPage(<StoreListPage />, { route: 'storeList', url });
  return { bridge, ...rendered };
}

const viewButton = (name: '一覧' | '地図') => screen.getByRole('radio', { name });
const searchOf = (router: ReturnType<typeof openList>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

async function expectMap() {
  expect(await screen.findByTestId('map-notice')).toBeInTheDocument();
  expect(screen.queryByTestId('store-table')).not.toBeInTheDocument();
  expect(viewButton('地図')).toBeChecked();
}

async function expectTable() {
  expect(await screen.findByTestId('store-table')).toBeInTheDocument();
  expect(screen.queryByTestId('map-notice')).not.toBeInTheDocument();
  expect(viewButton('一覧')).toBeChecked();
}

beforeEach(() => forgetRememberedLists());

describe('store list view in the URL', () => {
  it('opens on the map with view=map, and never sends the view to the API', async () => {
    const { bridge } = openList(`${LIST_URL}?view=map&keyword=%E6%B8%8B%E8%B0%B7`);
    await expectMap();
    expect(bridge.payloadsOf('stores.list')[0]).not.toHaveProperty('view');
    expect(bridge.payloadsOf('stores.all')).toEqual([
      { subdomain: 'demo', sort: 'registDate', typeSort: 'DESC', keyword: '渋谷', noPaginate: true },
    ]);
  });

  it('shows the table without a view, or with one it does not know', async () => {
    openList(`${LIST_URL}?view=satellite`);
    await expectTable();
  });

  it('puts the chosen view in the URL, keeping the filters, sort and page', async () => {
    const { router } = openList(`${LIST_URL}?keyword=cafe&sort=storeName&page=2`);
    await expectTable();
    fireEvent.click(viewButton('地図'));
    await expectMap();
    expect(searchOf(router)).toEqual({ keyword: 'cafe', view: 'map', sort: 'storeName', page: '2' });

    fireEvent.click(viewButton('一覧'));
    await expectTable();
    expect(searchOf(router)).toEqual({ keyword: 'cafe', sort: 'storeName', page: '2' });
  });

  it('stays on the map through a search and a クリア', async () => {
    const { router } = openList(`${LIST_URL}?view=map`);
    await expectMap();
    fireEvent.change(screen.getByLabelText('キーワード'), { target: { value: '道玄坂' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ keyword: '道玄坂', view: 'map' }));
    fireEvent.click(screen.getByRole('button', { name: 'クリア' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ view: 'map' }));
    await expectMap();
  });

  it('shows the view that was left after going back, and when the list is opened again from the menu', async () => {
    const { router } = openList(LIST_URL);
    await expectTable();
    fireEvent.click(viewButton('地図'));
    await expectMap();

    await act(() => router.navigate('/service/demo/store/1/edit'));
    await act(() => router.navigate(-1));
    await expectMap();

    await act(() => router.navigate('/service/demo/dashboard'));
    await act(() => router.navigate(LIST_URL));
    await expectMap();
    expect(searchOf(router)).toEqual({ view: 'map' });
  });
});
