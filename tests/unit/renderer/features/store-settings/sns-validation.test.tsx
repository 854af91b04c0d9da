/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE_GROUP } from '@shared/constants';
import SettingBasicPage from '../../../../../src-renderer/features/store-settings/SettingBasicPage';
import { makeUser } from '../../support/fixtures';
import { storeConfig } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';
import type { BridgeCalls } from '../../support/harness';

const groupUser = { ...makeUser(ROLE_GROUP), group: { id: 2, name: '首都圏エリア' } };
let bridge: BridgeCalls;
let answerWrite: () => unknown;

beforeEach(() => {
  answerWrite = () => ({
    message: '更新しました。',
    data: storeConfig({ updatedAt: '2026-04-02T09:00:00+09:00' }),
  });
  bridge = installBridge({
    'storeSettings.get': (payload) => ({
      data: storeConfig({ shopId: Number(payload.id), updatedAt: null }),
    }),
    'storeSettings.updateBasic': () => answerWrite(),
  });
});

async function openBasicSettings() {
  renderPage(<SettingBasicPage />, {
    route: 'settingBasic',
    url: '/service/demo/setting/basic?shopId=34',
    user: groupUser,
    withAlertList: true,
  });
  return screen.findByRole('textbox', { name: 'Instagram' });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

describe('basic settings: SNS links', () => {
  it('shows the social URL message under the field and does not call the API', async () => {
    const instagram = await openBasicSettings();
    fireEvent.change(instagram, { target: { value: 'https://www.example.com/hidamari' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Facebook' }), {
      target: { value: 'https://x.com/hidamari' },
    });
    save();
    expect(await screen.findByText('InstagramはInstagramのURLを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('FacebookはFacebookのURLを入力してください。')).toBeInTheDocument();
    expect(instagram).toHaveAttribute('aria-invalid', 'true');
    expect(bridge.payloadsOf('storeSettings.updateBasic')).toEqual([]);
  });

  it('puts a server 422 message on its field and raises it as an alert', async () => {
    answerWrite = () => {
      throw {
        status: 422,
        kind: 'http',
        message: '入力内容に誤りがあります。',
        errors: [{ name: 'twitter', message: 'X（Twitter）はX（Twitter）のURLを入力してください。' }],
      };
    };
    await openBasicSettings();
    fireEvent.change(screen.getByRole('textbox', { name: 'X（Twitter）' }), {
      target: { value: 'https://x.com/hidamari' },
    });
    save();
    await waitFor(() =>
      expect(screen.getAllByText('X（Twitter）はX（Twitter）のURLを入力してください。')).toHaveLength(2),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'X（Twitter）はX（Twitter）のURLを入力してください。',
    );
  });

  it('saves good links for the chosen shop, a first save with an empty version', async () => {
    const instagram = await openBasicSettings();
    fireEvent.change(instagram, { target: { value: 'https://www.instagram.com/hidamari_kamakura/' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'LINE' }), {
      target: { value: 'https://line.me/R/ti/p/@hidamari' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: '電話番号' }), {
      target: { value: '０４６７－２２－１２３４' },
    });
    fireEvent.blur(screen.getByRole('textbox', { name: '電話番号' }));
    save();
    await waitFor(() => expect(bridge.payloadsOf('storeSettings.updateBasic')).toHaveLength(1));
    expect(bridge.payloadsOf('storeSettings.updateBasic')[0]).toMatchObject({
      subdomain: 'demo',
      id: 34,
      instagram: 'https://www.instagram.com/hidamari_kamakura/',
      line: 'https://line.me/R/ti/p/@hidamari',
      telephone: '0467221234',
      removeImage: 0,
      updatedAt: null,
    });
    expect(bridge.payloadsOf('storeSettings.updateBasic')[0]).not.toHaveProperty('image');
    expect(await screen.findByText('更新しました。')).toBeInTheDocument();
  });
});
