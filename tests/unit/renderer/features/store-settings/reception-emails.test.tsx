/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_RECEPTION_EMAILS, ROLE_STORE } from '@shared/constants';
import SettingDefaultPage from '../../../../../src-renderer/features/store-settings/SettingDefaultPage';
import { makeUser } from '../../support/fixtures';
import { storeConfig } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';
import type { BridgeCalls } from '../../support/harness';

const user = { ...makeUser(ROLE_STORE), shop: { id: 15, name: 'ひだまり珈琲 渋谷道玄坂店' } };
let bridge: BridgeCalls;

beforeEach(() => {
  bridge = installBridge({
    'storeSettings.get': () => ({ data: storeConfig() }),
    'storeSettings.defaultSound': () => ({ data: storeConfig().default.sound }),
    'storeSettings.updateDefault': () => ({
      message: '更新しました。',
      data: storeConfig({ updatedAt: '2026-04-02T09:00:00+09:00' }),
    }),
  });
});

async function openEditor() {
  renderPage(<SettingDefaultPage />, {
    route: 'settingDefault',
    url: '/service/demo/setting/default',
    user: user,
    withAlertList: true,
  });
  return within(await screen.findByTestId('reception-emails'));
}

const rows = (editor: ReturnType<typeof within>) => editor.getAllByRole('textbox');
const removeButtons = (editor: ReturnType<typeof within>) =>
  editor.getAllByRole('button', { name: 'このメールアドレスを削除' });
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

describe('reception e-mails editor', () => {
  it('loads the store user own shop and keeps at least one row', async () => {
    const editor = await openEditor();
    expect(bridge.payloadsOf('storeSettings.get')).toEqual([{ subdomain: 'demo', id: 15 }]);
    expect(rows(editor)).toHaveLength(1);
    expect(removeButtons(editor)[0]).toBeDisabled();
  });

  it('refuses to save without any address, with the spec message and no call', async () => {
    const editor = await openEditor();
    fireEvent.change(rows(editor)[0]!, { target: { value: '' } });
    save();
    expect(await editor.findByText('受付メールアドレスを1件以上登録してください。')).toBeInTheDocument();
    expect(bridge.payloadsOf('storeSettings.updateDefault')).toEqual([]);
  });

  it(`adds rows up to ${MAX_RECEPTION_EMAILS} and removes them again`, async () => {
    const editor = await openEditor();
    const add = editor.getByRole('button', { name: 'メールアドレスを追加' });
    for (let count = 1; count < MAX_RECEPTION_EMAILS; count += 1) fireEvent.click(add);
    expect(rows(editor)).toHaveLength(MAX_RECEPTION_EMAILS);
    expect(add).toBeDisabled();
    fireEvent.click(removeButtons(editor)[MAX_RECEPTION_EMAILS - 1]!);
    expect(rows(editor)).toHaveLength(MAX_RECEPTION_EMAILS - 1);
    expect(add).toBeEnabled();
  });

  it('saves the filled rows (blank ones dropped) with the sound and the version read', async () => {
    const editor = await openEditor();
    fireEvent.click(editor.getByRole('button', { name: 'メールアドレスを追加' }));
    fireEvent.click(editor.getByRole('button', { name: 'メールアドレスを追加' }));
    fireEvent.change(rows(editor)[2]!, { target: { value: 'manager@hidamari-coffee.example' } });
    save();
    await waitFor(() => expect(bridge.payloadsOf('storeSettings.updateDefault')).toHaveLength(1));
    expect(bridge.payloadsOf('storeSettings.updateDefault')[0]).toEqual({
      subdomain: 'demo',
      id: 15,
      receptionEmails: ['dogenzaka@hidamari-coffee.example', 'manager@hidamari-coffee.example'],
      soundId: null,
      updatedAt: '2026-04-01T09:00:00+09:00',
    });
    expect(await screen.findByText('更新しました。')).toBeInTheDocument();
  });

  it('shows the notice that app ringing needs the payment app linkage', async () => {
    await openEditor();
    expect(screen.getByTestId('app-ringing-notice')).toHaveTextContent(
      'アプリで着信音を鳴らすには、決済事業者のアプリとの連携が必要です。',
    );
  });
});
