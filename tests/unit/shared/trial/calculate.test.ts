import { describe, expect, it } from 'vitest';
import { INTEREST_TYPE, ONETIME_PAYMENT, RIBBON_PAYMENT, parseContractCondition } from '@shared/constants';
import { calculateTrial } from '@shared/trial';
import type { TrialContract, TrialTable } from '@shared/trial';

function table(amount: number, contract: TrialContract): TrialTable {
  const result = calculateTrial(amount, contract);
  if (!result.ok) throw new Error(`no table: ${result.reason}`);
  return result.table;
}

const contract = (values: Partial<TrialContract>): TrialContract => ({
  condition: 12,
  interestType: INTEREST_TYPE.FREE,
  interestRate: 0,
  amountPayment: null,
  ...values,
});

describe('calculateTrial: interest-free (FREE)', () => {
  it('splits 100,000 yen into 3 payments with the remainder on the first: 33,334 + 33,333 × 2', () => {
    const result = table(100_000, contract({ condition: 3 }));
    expect(result.payments).toEqual([33_334, 33_333, 33_333]);
    expect(result).toMatchObject({ count: 3, principal: 100_000, interest: 0, total: 100_000 });
    expect(result.rows).toEqual([
      { from: 1, to: 1, payment: 33_334 },
      { from: 2, to: 3, payment: 33_333 },
    ]);
  });

  it('ignores a rate under FREE and pays once when the count is 1', () => {
    const result = table(59_800, contract({ condition: 1, interestRate: 12 }));
    expect(result.payments).toEqual([59_800]);
    expect(result.interest).toBe(0);
  });
});

describe('calculateTrial: add-on fee (ADD_ON)', () => {
  it('100,000 yen at 8.04% over 12: fee 8,040, total 108,040 = 9,007 + 9,003 × 11', () => {
    const result = table(100_000, contract({ interestType: INTEREST_TYPE.ADD_ON, interestRate: 8.04 }));
    expect(result.interest).toBe(8_040);
    expect(result.total).toBe(108_040);
    expect(result.payments[0]).toBe(9_007);
    expect(result.payments.slice(1)).toEqual(Array(11).fill(9_003));
  });

  it('rounds the fee down: 33,333 yen at 5.5% → 1,833.3… → 1,833; 35,166 over 6 = 5,861 × 6', () => {
    const result = table(
      33_333,
      contract({ condition: 6, interestType: INTEREST_TYPE.ADD_ON, interestRate: 5.5 }),
    );
    expect(result.interest).toBe(1_833);
    expect(result.payments).toEqual(Array(6).fill(5_861));
  });
});

describe('calculateTrial: annual percentage rate (ANNUAL)', () => {
  it('100,000 yen at 12% a year over 12: level payment 8,884.88…, fee 6,618, 8,894 + 8,884 × 11', () => {
    // r = 1% a month; P = 100000 × 0.01 / (1 − 1.01^−12) = 8884.8788; × 12 = 106618.55 → fee 6,618.
    const result = table(100_000, contract({ interestType: INTEREST_TYPE.ANNUAL, interestRate: 12 }));
    expect(result.interest).toBe(6_618);
    expect(result.total).toBe(106_618);
    expect(result.payments[0]).toBe(8_894);
    expect(result.payments.slice(1)).toEqual(Array(11).fill(8_884));
  });

  it('bonus one-time is one payment with one month of fee: 200,000 at 15% → 202,500', () => {
    const result = table(
      200_000,
      contract({ condition: ONETIME_PAYMENT, interestType: INTEREST_TYPE.ANNUAL, interestRate: 15 }),
    );
    expect(result.payments).toEqual([202_500]);
    expect(result.interest).toBe(2_500);
  });

  it('a rate of 0 costs nothing', () => {
    expect(table(10_000, contract({ condition: 2, interestType: INTEREST_TYPE.ANNUAL })).payments).toEqual([
      5_000, 5_000,
    ]);
  });
});

describe('calculateTrial: revolving', () => {
  it('50,000 yen at 15% paying 10,000 a month: six payments, the last 1,961, fee 1,961', () => {
    // Monthly fees on the balance: 625, 507, 389, 269, 147, 24 (each rounded down).
    const result = table(
      50_000,
      contract({
        condition: RIBBON_PAYMENT,
        interestType: INTEREST_TYPE.ANNUAL,
        interestRate: 15,
        amountPayment: 10_000,
      }),
    );
    expect(result.payments).toEqual([10_000, 10_000, 10_000, 10_000, 10_000, 1_961]);
    expect(result.interest).toBe(1_961);
    expect(result.total).toBe(51_961);
  });

  it('interest-free revolving pays the fixed amount and the rest', () => {
    const result = table(25_000, contract({ condition: RIBBON_PAYMENT, amountPayment: 10_000 }));
    expect(result.payments).toEqual([10_000, 10_000, 5_000]);
  });

  it('refuses a payment that does not cover the monthly fee, and an add-on fee', () => {
    expect(
      calculateTrial(
        1_000_000,
        contract({
          condition: RIBBON_PAYMENT,
          interestType: INTEREST_TYPE.ANNUAL,
          interestRate: 18,
          amountPayment: 15_000,
        }),
      ),
    ).toEqual({ ok: false, reason: 'revolvingNeverEnds' });
    expect(calculateTrial(1_000, contract({ condition: RIBBON_PAYMENT, amountPayment: 0 }))).toEqual({
      ok: false,
      reason: 'revolvingNeverEnds',
    });
    expect(
      calculateTrial(
        1_000,
        contract({ condition: RIBBON_PAYMENT, interestType: INTEREST_TYPE.ADD_ON, amountPayment: 500 }),
      ),
    ).toEqual({ ok: false, reason: 'revolvingAddOn' });
  });
});

describe('calculateTrial: minimum payment', () => {
  it('refuses instalments below the contract minimum, and allows them at the minimum', () => {
    expect(calculateTrial(29_999, contract({ condition: 10, amountPayment: 3_000 }))).toEqual({
      ok: false,
      reason: 'belowMinimum',
    });
    expect(table(30_000, contract({ condition: 10, amountPayment: 3_000 })).payments).toEqual(
      Array(10).fill(3_000),
    );
  });
});

describe('calculateTrial: the payments always add up', () => {
  it('for every count from 1 to 99 and each type', () => {
    for (const interestType of [INTEREST_TYPE.FREE, INTEREST_TYPE.ADD_ON, INTEREST_TYPE.ANNUAL]) {
      for (let count = 1; count <= 99; count += 1) {
        const result = table(123_457, contract({ condition: count, interestType, interestRate: 9.75 }));
        expect(result.payments.reduce((a, b) => a + b, 0)).toBe(result.total);
        expect(result.count).toBe(count);
        expect(Math.max(...result.payments) - Math.min(...result.payments)).toBeLessThan(count);
      }
    }
  });
});

describe('parseContractCondition', () => {
  it('reads 1–99 and the two special values, nothing else', () => {
    expect(parseContractCondition('12')).toBe(12);
    expect(parseContractCondition(99)).toBe(99);
    expect(parseContractCondition('ribbonPayment')).toBe(RIBBON_PAYMENT);
    expect(parseContractCondition('onetimePayment')).toBe(ONETIME_PAYMENT);
    for (const bad of ['0', '100', '1.5', '', 'x', null, '007'])
      expect(parseContractCondition(bad)).toBeNull();
  });
});
