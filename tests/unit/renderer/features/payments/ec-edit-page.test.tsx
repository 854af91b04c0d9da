/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentDetail } from '@shared/api';
import { ROLE_CLIENT } from '@shared/constants';
import { ja } from '@shared/messages';
import EcHistoryEditPage from '../../../../../src-renderer/features/payments/EcHistoryEditPage';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

const STAMP = '2026-03-01T10:00:00+09:00';

function makePayment(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  return {
    id: 9,
    transactionId: 'EC-20260301-0009',
    paidAt: STAMP,
    shopId: 7,
    shopCode: 'DEMO-0007',
    storeName: 'ひだまり珈琲 渋谷道玄坂店',
    customerId: null,
    customerName: null,
    itemName: 'ドリップバッグ ギフト 20袋',
    amount: 3800,
    paymentMethod: 1,
    paymentCount: '1',
    channel: 2,
    status: 1,
    ecSalesType: 1,
    ecStatus: 1,
    registDate: STAMP,
    groupName: null,
    customerPhone: null,
    ecAuthorizedAmount: 3800,
    updatedAt: STAMP,
    ...overrides,
  };
}

const render = () =>
  renderPage(<EcHistoryEditPage />, {
    route: 'ecHistoryEdit',
    url: '/service/demo/ec-history/edit/9',
    user: makeUser(ROLE_CLIENT),
  });

describe('EC edit', () => {
  it('cancels an unconfirmed payment after a confirmation that names it, and shows 「決済を取り消しました」', async () => {
    const payment = makePayment();
    const bridge = installBridge({
      'ecPayments.get': () => ({ data: payment }),
      'ecPayments.update': () => ({
        message: ja.success.paymentCancelled,
        data: { ...payment, ecStatus: 3, status: 2 },
      }),
    });
    const { alerts } = render();
    const form = await screen.findByTestId('ec-edit-form');
    fireEvent.click(within(form).getByRole('combobox', { name: new RegExp(ja.ecEdit.nextStatus) }));
    fireEvent.click(await screen.findByRole('option', { name: ja.enums.ecPaymentStatus[3] }));
    fireEvent.click(within(form).getByRole('button', { name: ja.actions.update }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('EC-20260301-0009');
    expect(bridge.payloadsOf('ecPayments.update')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: ja.ecEdit.executeCancel }));
    await waitFor(() => expect(bridge.payloadsOf('ecPayments.update')).toHaveLength(1));
    expect(bridge.payloadsOf('ecPayments.update')[0]).toEqual({
      subdomain: 'demo',
      id: 9,
      ecStatus: 3,
      ecPaymentAmount: 3800,
      updatedAt: STAMP,
    });
    await waitFor(() =>
      expect(alerts.getSnapshot().map((alert) => alert.message)).toContain(ja.success.paymentCancelled),
    );
  });

  it('locks the amount of confirmed sales and offers only their cancellation', async () => {
    installBridge({ 'ecPayments.get': () => ({ data: makePayment({ ecStatus: 2 }) }) });
    render();
    const form = await screen.findByTestId('ec-edit-form');
    expect(within(form).getByText(ja.ecEdit.amountLocked)).toBeTruthy();
    fireEvent.click(within(form).getByRole('combobox', { name: new RegExp(ja.ecEdit.nextStatus) }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('売上確定のまま'),
      ja.enums.ecPaymentStatus[4],
    ]);
  });

  it('has no form for a cancelled payment', async () => {
    installBridge({ 'ecPayments.get': () => ({ data: makePayment({ ecStatus: 4, status: 2 }) }) });
    render();
    expect(await screen.findByText(ja.payments.finalNotice)).toBeTruthy();
    expect(screen.queryByTestId('ec-edit-form')).toBeNull();
  });
});
