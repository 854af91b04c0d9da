import { describe, expect, it } from 'vitest';
import {
  EC_PAYMENT_STATUS,
  isEcAmountEditable,
  isEcPaymentFinal,
  isEcStatusChangeAllowed,
} from '@shared/constants';

const { UNCONFIRMED, SALES_CONFIRMED, UNCONFIRMED_CANCELLED, SALES_CONFIRMED_CANCELLED } = EC_PAYMENT_STATUS;

describe('the EC payment state machine', () => {
  it('lets unconfirmed sales be confirmed or cancelled, confirmed sales only cancelled', () => {
    expect(isEcStatusChangeAllowed(UNCONFIRMED, SALES_CONFIRMED)).toBe(true);
    expect(isEcStatusChangeAllowed(UNCONFIRMED, UNCONFIRMED_CANCELLED)).toBe(true);
    expect(isEcStatusChangeAllowed(UNCONFIRMED, SALES_CONFIRMED_CANCELLED)).toBe(false);
    expect(isEcStatusChangeAllowed(SALES_CONFIRMED, SALES_CONFIRMED_CANCELLED)).toBe(true);
    expect(isEcStatusChangeAllowed(SALES_CONFIRMED, UNCONFIRMED)).toBe(false);
    expect(isEcStatusChangeAllowed(SALES_CONFIRMED, UNCONFIRMED_CANCELLED)).toBe(false);
  });

  it('keeps a cancelled payment final, and the amount editable only while unconfirmed', () => {
    for (const cancelled of [UNCONFIRMED_CANCELLED, SALES_CONFIRMED_CANCELLED]) {
      expect(isEcPaymentFinal(cancelled)).toBe(true);
      for (const to of [UNCONFIRMED, SALES_CONFIRMED])
        expect(isEcStatusChangeAllowed(cancelled, to)).toBe(false);
    }
    expect(isEcPaymentFinal(UNCONFIRMED)).toBe(false);
    expect(isEcAmountEditable(UNCONFIRMED)).toBe(true);
    expect(isEcAmountEditable(SALES_CONFIRMED)).toBe(false);
  });
});
