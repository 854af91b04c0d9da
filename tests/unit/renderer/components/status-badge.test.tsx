/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUPON_STATE, EC_PAYMENT_STATUS, PAYMENT_STATUS, PUSH_STATE, SHOP_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import { NOTIFICATION_STATES } from '@shared/api';
import { SecondFactorStateBadge } from '../../../../src-renderer/components/second-factor/SecondFactorStateBadge';
import { CouponStateBadge } from '../../../../src-renderer/features/coupons/CouponStateBadge';
import { PushStateBadge } from '../../../../src-renderer/features/customers/PushStateBadge';
import { PaymentStatusBadge } from '../../../../src-renderer/features/payments/PaymentStatusBadge';
import { NotificationStateBadge } from '../../../../src-renderer/features/notifications/NotificationStateBadge';
import { StoreStatusBadge } from '../../../../src-renderer/features/stores/StoreStatusBadge';
import { renderWithMantine } from '../support/render';

describe('the status badges of the lists (one StatusBadge)', () => {
  it('say every status in words, on a badge that a narrow column does not cut', () => {
    renderWithMantine(
      <>
        {Object.values(COUPON_STATE).map((state) => (
          <CouponStateBadge key={state} state={state} />
        ))}
        {Object.values(SHOP_STATUS).map((status) => (
          <StoreStatusBadge key={status} status={status} />
        ))}
        {Object.values(PUSH_STATE).map((state) => (
          <PushStateBadge key={state} state={state} />
        ))}
        {NOTIFICATION_STATES.map((state) => (
          <NotificationStateBadge key={state} state={state} />
        ))}
        <SecondFactorStateBadge enabled />
        <SecondFactorStateBadge enabled={false} />
        <PaymentStatusBadge status={PAYMENT_STATUS.CANCELLED} />
        <PaymentStatusBadge
          status={PAYMENT_STATUS.COMPLETED}
          ecStatus={EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED}
        />
      </>,
    );
    const labels = [
      ...Object.values(COUPON_STATE).map((state) => ja.enums.couponState[state]),
      ...Object.values(SHOP_STATUS).map((status) => ja.enums.shopStatus[status]),
      ...Object.values(PUSH_STATE).map((state) => ja.customers.push.state[state]),
      ...NOTIFICATION_STATES.map((state) => ja.notifications.state[state]),
      ja.secondFactor.enabled,
      ja.secondFactor.disabled,
      ja.enums.paymentStatus[PAYMENT_STATUS.CANCELLED],
      ja.enums.ecPaymentStatus[EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED],
    ];
    for (const label of labels) {
      const badges = screen.getAllByText(label);
      for (const badge of badges) expect(badge).toHaveStyle({ overflow: 'visible' });
    }
  });
});
