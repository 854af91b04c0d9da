/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP_STATUS } from '@shared/constants';
import StoreListPage from '../../../../../src-renderer/features/stores/StoreListPage';
import { installBridge, renderPage } from '../../support/harness';
import { LOOKUPS, listAnswer, makeShop } from '../../support/fixtures';

const LIST_URL = '/service/demo/store/list';

function openList(url: string, shops = [makeShop(1)]) {
  const bridge = installBridge({ ...LOOKUPS, 'stores.list': () => listAnswer(shops) });
  const rendered = renderPage(<StoreListPage />, { route: 'storeList', url });
  return { bridge, ...rendered };
}

async function openRowMenu(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `${name}の操作` }));
  return screen.findByRole('menu');
}

describe('store list filters', () => {
  it('sends the filters, sort and page of the URL as the API query', async () => {
    const { bridge } = openList(
      `${LIST_URL}?keyword=%E6%B8%8B%E8%B0%B7&status=1&prefectureId=13&genreId=2&sort=storeName&typeSort=asc&page=2`,
    );
    await screen.findByTestId('store-table');
    expect(bridge.payloadsOf('stores.list')[0]).toEqual({
      subdomain: 'demo',
      page: 2,
      limit: 15,
      sort: 'storeName',
      typeSort: 'ASC',
      keyword: '渋谷',
      status: '1',
      prefectureId: '13',
      genreId: '2',
    });
  });

  it('searches with the typed keyword from page 1, and a status tab filters by its status', async () => {
    const { bridge } = openList(`${LIST_URL}?page=3`);
    await screen.findByTestId('store-table');
    fireEvent.change(screen.getByLabelText('キーワード'), { target: { value: ' 道玄坂 ' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() =>
      expect(bridge.payloadsOf('stores.list').at(-1)).toMatchObject({ page: 1, keyword: '道玄坂' }),
    );

    fireEvent.click(screen.getByRole('tab', { name: /保留中/ }));
    await waitFor(() =>
      expect(bridge.payloadsOf('stores.list').at(-1)).toMatchObject({
        keyword: '道玄坂',
        status: String(SHOP_STATUS.ON_HOLD),
      }),
    );
  });

  it('shows each status with its count and the total under すべて', async () => {
    openList(LIST_URL, [makeShop(1), makeShop(2), makeShop(3, { status: SHOP_STATUS.UNDER_REVIEW })]);
    const tabs = await screen.findByTestId('store-status-tabs');
    expect(within(tabs).getByRole('tab', { name: /すべて/ })).toHaveTextContent('3');
    expect(within(tabs).getByRole('tab', { name: /公開中/ })).toHaveTextContent('2');
    expect(within(tabs).getByRole('tab', { name: /審査待ち/ })).toHaveTextContent('1');
    expect(screen.getByTestId('paging-summary')).toHaveTextContent('全 3 件中 1〜3 件');
  });
});

describe('store row actions', () => {
  /** Head office reaches each shop's contract and estimate product lists from its row. */
  const SHOP_LISTS = ['取扱契約番号一覧', '試算商品一覧'];
  const shops = [
    makeShop(1, { storeName: '審査待ちの店', status: SHOP_STATUS.UNDER_REVIEW }),
    makeShop(2, { storeName: '保留中の店', status: SHOP_STATUS.ON_HOLD }),
    makeShop(3, { storeName: '公開中の店', status: SHOP_STATUS.ACTIVE }),
    makeShop(4, { storeName: '停止中の店', status: SHOP_STATUS.PAUSED }),
    makeShop(5, { storeName: '却下の店', status: SHOP_STATUS.REJECTED }),
  ];
  const itemNames = (menu: HTMLElement) =>
    within(menu)
      .queryAllByRole('menuitem')
      .filter((item) => !item.hasAttribute('data-disabled'))
      .map((item) => item.textContent);

  it.each([
    ['審査待ちの店', ['編集', ...SHOP_LISTS, '承認', '却下', '保留', '削除']],
    ['保留中の店', ['編集', ...SHOP_LISTS, '承認', '却下', '削除']],
  ])('offers review judging for %s', async (name, expected) => {
    openList(LIST_URL, shops);
    const menu = await openRowMenu(name);
    expect(itemNames(menu)).toEqual(expected);
    expect(within(menu).queryByTestId('store-review-not-allowed')).not.toBeInTheDocument();
  });

  it.each([
    ['公開中の店', ['編集', ...SHOP_LISTS, '一時停止', '削除']],
    ['停止中の店', ['編集', ...SHOP_LISTS, '再開', '削除']],
    ['却下の店', ['編集', ...SHOP_LISTS, '削除']],
  ])('offers no judging for %s, and says why', async (name, expected) => {
    openList(LIST_URL, shops);
    const menu = await openRowMenu(name);
    expect(itemNames(menu)).toEqual(expected);
    expect(within(menu).getByTestId('store-review-not-allowed')).toHaveTextContent(
      '審査できるのは審査待ちまたは保留中の店舗のみです。',
    );
  });

  it('judges after a confirmation and shows the answer message', async () => {
    const { bridge, alerts } = openList(LIST_URL, shops);
    bridge.answer('stores.updateStatus', () => ({
      message: '審査結果を反映しました。',
      data: { id: 1, status: 2, updatedAt: 'x' },
    }));
    const menu = await openRowMenu('審査待ちの店');
    fireEvent.click(within(menu).getByRole('menuitem', { name: '承認' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('店舗「審査待ちの店」を承認します。よろしいですか？');
    fireEvent.click(within(dialog).getByRole('button', { name: '承認する' }));
    await waitFor(() =>
      expect(alerts.getSnapshot().map((alert) => alert.message)).toEqual(['審査結果を反映しました。']),
    );
    expect(bridge.payloadsOf('stores.updateStatus')).toEqual([
      { subdomain: 'demo', id: 1, status: SHOP_STATUS.ACTIVE, updatedAt: shops[0]!.updatedAt },
    ]);
  });
});

describe('store delete', () => {
  it('names the shop in the confirmation and deletes it only when confirmed', async () => {
    const shop = makeShop(9, { storeName: '渋谷道玄坂店' });
    const { bridge, alerts } = openList(LIST_URL, [shop]);
    bridge.answer('stores.delete', () => ({ message: '削除しました。' }));

    fireEvent.click(within(await openRowMenu('渋谷道玄坂店')).getByRole('menuitem', { name: '削除' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('店舗「渋谷道玄坂店」を削除します。');
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bridge.payloadsOf('stores.delete')).toEqual([]);

    fireEvent.click(within(await openRowMenu('渋谷道玄坂店')).getByRole('menuitem', { name: '削除' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    await waitFor(() =>
      expect(alerts.getSnapshot().map((alert) => alert.message)).toEqual(['削除しました。']),
    );
    expect(bridge.payloadsOf('stores.delete')).toEqual([
      { subdomain: 'demo', id: 9, updatedAt: shop.updatedAt },
    ]);
  });
});
