/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StoreEditPage from '../../../../../src-renderer/features/stores/StoreEditPage';
import { installBridge, renderPage } from '../../support/harness';
import { LOOKUPS, makeShopDetail } from '../../support/fixtures';

const SAVED = makeShopDetail(12, {
  allowIps: [
    { id: 51, ipAddress: '192.168.0.1', ipRange: null },
    { id: 52, ipAddress: '10.0.0.1', ipRange: '10.0.0.20' },
  ],
});

function openEdit() {
  const bridge = installBridge({
    ...LOOKUPS,
    'stores.get': () => ({ data: SAVED }),
    'stores.update': () => ({ message: '更新しました。', data: SAVED }),
  });
  renderPage(<StoreEditPage />, { route: 'storeEdit', url: '/service/demo/store/edit/12' });
  return bridge;
}

describe('allowed IP editor', () => {
  it('sends the kept and added rows as allowIps and the removed saved ids as deletedAllowIps', async () => {
    const bridge = openEdit();
    expect(await screen.findByLabelText('IPアドレス 1')).toHaveValue('192.168.0.1');
    expect(screen.getByLabelText('IP範囲（終了アドレス） 2')).toHaveValue('10.0.0.20');

    fireEvent.click(screen.getByRole('button', { name: '1行目のIPアドレスを削除' }));
    fireEvent.click(screen.getByRole('button', { name: 'IPアドレスを追加' }));
    // Full-width digits are normalised before validation.
    fireEvent.change(screen.getByLabelText('IPアドレス 2'), { target: { value: '１７２．１６．０．１' } });
    fireEvent.change(screen.getByLabelText('IP範囲（終了アドレス） 2'), { target: { value: '172.16.0.9' } });
    fireEvent.click(screen.getByRole('button', { name: '更新' }));

    await waitFor(() => expect(bridge.payloadsOf('stores.update')).toHaveLength(1));
    const [sent] = bridge.payloadsOf('stores.update');
    expect(sent).toMatchObject({
      subdomain: 'demo',
      id: 12,
      updatedAt: SAVED.updatedAt,
      allowIps: [
        { id: 52, ipAddress: '10.0.0.1', ipRange: '10.0.0.20' },
        { ipAddress: '172.16.0.1', ipRange: '172.16.0.9' },
      ],
      deletedAllowIps: [51],
    });
    // A new row carries no id: the server adds it.
    expect(sent?.allowIps?.[1]?.id ?? null).toBeNull();
  });

  it('forgets a new row removed before saving, and checks each row with the shared schema', async () => {
    const bridge = openEdit();
    await screen.findByLabelText('IPアドレス 1');
    fireEvent.click(screen.getByRole('button', { name: 'IPアドレスを追加' }));
    fireEvent.change(screen.getByLabelText('IPアドレス 3'), { target: { value: '999.1.1.1' } });
    fireEvent.click(screen.getByRole('button', { name: '更新' }));
    expect(
      await screen.findByText('IPアドレスはIPアドレスの形式（例: 192.168.0.1）で入力してください。'),
    ).toBeInTheDocument();
    expect(bridge.payloadsOf('stores.update')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '3行目のIPアドレスを削除' }));
    fireEvent.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(bridge.payloadsOf('stores.update')).toHaveLength(1));
    expect(bridge.payloadsOf('stores.update')[0]).toMatchObject({
      allowIps: [
        { id: 51, ipAddress: '192.168.0.1', ipRange: '' },
        { id: 52, ipAddress: '10.0.0.1', ipRange: '10.0.0.20' },
      ],
      deletedAllowIps: [],
    });
  });
});
