/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE_MASTER } from '@shared/constants';
import ServiceSettingEditPage from '../../../../../src-renderer/features/service-settings/ServiceSettingEditPage';
import { makeUser } from '../../support/fixtures';
import { serviceSetting } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';
import type { BridgeCalls } from '../../support/harness';

let bridge: BridgeCalls;

beforeEach(() => {
  bridge = installBridge({
    'serviceSettings.get': () => ({ data: serviceSetting() }),
    'lookups.companies': () => ({ data: [{ id: 1, name: '株式会社ひだまり珈琲' }] }),
    'serviceSettings.update': () => ({
      message: '更新しました。',
      data: serviceSetting({ updatedAt: '2026-04-02T09:00:00+09:00' }),
    }),
  });
});

async function openEditPage() {
  renderPage(<ServiceSettingEditPage />, {
    route: 'serviceSettingEdit',
    url: '/setting/service/edit/demo',
    user: makeUser(ROLE_MASTER, null),
    withAlertList: true,
  });
  await screen.findByTestId('service-flags');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '更新' }));

async function sentUpdate(): Promise<Record<string, unknown>> {
  await waitFor(() => expect(bridge.payloadsOf('serviceSettings.update')).toHaveLength(1));
  return bridge.payloadsOf('serviceSettings.update')[0]!;
}

describe('service settings: write-only payment passwords', () => {
  it('says whether each password is saved, never showing it', async () => {
    await openEditPage();
    expect(screen.getByTestId('paymentSitePassword-state')).toHaveTextContent('設定済み');
    expect(screen.getByTestId('paymentShopPassword-state')).toHaveTextContent('未設定');
    expect(screen.getByLabelText(/決済サイトパスワード/)).toHaveValue('');
    expect(screen.getByLabelText(/決済サイトパスワード/)).toHaveAttribute(
      'placeholder',
      '変更する場合のみ入力',
    );
  });

  it('sends empty passwords when none is typed, which leaves the saved ones', async () => {
    await openEditPage();
    submit();
    const sent = await sentUpdate();
    expect(sent).toMatchObject({
      paymentSitePassword: '',
      paymentShopPassword: '',
      currentSubdomain: 'demo',
      subdomain: 'demo',
    });
    expect(sent.updatedAt).toBe('2026-04-01T09:00:00+09:00');
    expect(await screen.findByText('更新しました。')).toBeInTheDocument();
  });

  it('sends a typed password to replace the saved one', async () => {
    await openEditPage();
    fireEvent.change(screen.getByLabelText(/決済ショップパスワード/), {
      target: { value: 'NewShopPass-01' },
    });
    submit();
    expect(await sentUpdate()).toMatchObject({
      paymentSitePassword: '',
      paymentShopPassword: 'NewShopPass-01',
    });
  });
});

describe('service settings: feature flags', () => {
  it('shows each flag as a switch and sends them as 1 and 0', async () => {
    await openEditPage();
    const coupon = screen.getByRole('switch', { name: 'クーポン機能' });
    const top = screen.getByRole('switch', { name: 'TOP表示設定' });
    expect(coupon).not.toBeChecked();
    expect(top).toBeChecked();
    fireEvent.click(coupon);
    fireEvent.click(top);
    submit();
    const sent = await sentUpdate();
    expect(sent).toMatchObject({
      enableTopSetting: 0,
      enableCustomerSetting: 0,
      enableTrailCalc: 1,
      enableCouponSetting: 1,
      enableNotificationSetting: 1,
      enableGallerySetting: 0,
      enableMenuSetting: 1,
    });
    for (const flag of ['enableTopSetting', 'enableCouponSetting', 'enableMenuSetting'])
      expect(typeof sent[flag]).toBe('number');
  });

  it('sends the service tags by name and the client company as an id', async () => {
    await openEditPage();
    submit();
    expect(await sentUpdate()).toMatchObject({ serviceTag: ['駅近'], clientId: 1, cardTemplate: 1 });
  });
});
