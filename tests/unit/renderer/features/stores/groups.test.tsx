/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Group } from '@shared/api';
import GroupListPage from '../../../../../src-renderer/features/stores/groups/GroupListPage';
import GroupShopRemovePage from '../../../../../src-renderer/features/stores/groups/GroupShopRemovePage';
import { installBridge, renderPage } from '../../support/harness';
import { listAnswer, makeShop } from '../../support/fixtures';

const GROUP: Group = {
  id: 3,
  name: '首都圏エリア',
  email: 'group@demo.example',
  ipAddress: null,
  shopCount: 2,
  registDate: '2026-01-01T09:00:00+09:00',
  updatedAt: '2026-01-01T09:00:00+09:00',
};
const page = (groups: Group[]) => ({
  data: groups,
  meta: { total: groups.length, per_page: 15, current_page: 1, last_page: 1, from: 1, to: groups.length },
  links: { first: 'http://api/groups?page=1', last: 'http://api/groups?page=1' },
});

describe('groups', () => {
  it('puts the server’s duplicate-name message on the name field of the group form', async () => {
    const duplicate = '首都圏エリアが他のグループと重複しています。';
    const bridge = installBridge({
      'groups.list': () => page([GROUP]),
      'groups.create': () => {
        throw { status: 422, message: duplicate, errors: [{ name: 'name', message: duplicate }] };
      },
    });
    renderPage(<GroupListPage />, { route: 'storeGroupList', url: '/service/demo/store/group/list' });
    fireEvent.click(await screen.findByRole('button', { name: 'グループ登録' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/グループ名/), { target: { value: '首都圏エリア' } });
    fireEvent.change(within(dialog).getByLabelText(/メールアドレス/), {
      target: { value: 'new@demo.example' },
    });
    fireEvent.change(within(dialog).getByLabelText(/パスワード/), { target: { value: 'Secret-2026!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '登録' }));

    await waitFor(() => expect(within(dialog).getByText(duplicate)).toBeInTheDocument());
    expect(within(dialog).getByLabelText(/グループ名/)).toHaveFocus();
    expect(bridge.payloadsOf('groups.create')[0]).toMatchObject({ subdomain: 'demo', name: '首都圏エリア' });
  });

  it('removes the selected shops from the group after a confirmation naming it', async () => {
    const shops = [
      makeShop(1, { groupId: 3, groupName: '首都圏エリア' }),
      makeShop(2, { groupId: 3, groupName: '首都圏エリア' }),
    ];
    const bridge = installBridge({
      'groups.all': () => ({ data: [GROUP] }),
      'stores.list': () => listAnswer(shops),
      'groups.removeShops': () => ({
        message: 'グループから店舗を外しました。',
        data: { groupId: 3, shopIds: [2], shopCount: 1 },
      }),
    });
    const { alerts } = renderPage(<GroupShopRemovePage />, {
      route: 'storeGroupDelete',
      url: '/service/demo/store/group/3/delete',
    });
    const table = await screen.findByTestId('group-shop-table');
    expect(bridge.payloadsOf('stores.list')[0]).toMatchObject({ subdomain: 'demo', groupId: 3 });
    expect(screen.getByRole('button', { name: 'グループから外す' })).toBeDisabled();

    fireEvent.click(within(table).getAllByRole('checkbox', { name: 'この行を選択' })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'グループから外す' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('グループ「首都圏エリア」から、選択した1件の店舗を外します。');
    fireEvent.click(within(dialog).getByRole('button', { name: 'グループから外す' }));

    await waitFor(() =>
      expect(alerts.getSnapshot().map((alert) => alert.message)).toEqual(['グループから店舗を外しました。']),
    );
    expect(bridge.payloadsOf('groups.removeShops')).toEqual([{ subdomain: 'demo', id: 3, shopIds: [2] }]);
  });
});
