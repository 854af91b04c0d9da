import { describe, expect, it } from 'vitest';
import type { EstimateProductItem } from '@shared/api';
import { INTEREST_TYPE } from '@shared/constants';
import { estimateProductColumns } from '../../../../../src-renderer/features/contracts/products/estimateProductColumns';

const perPayment = estimateProductColumns({ editPath: () => '', actions: () => null }).find(
  (column) => column.key === 'perPayment',
)!;

function product(amount: number, contract: Partial<EstimateProductItem['contract']>): EstimateProductItem {
  return {
    id: 1,
    shopId: 15,
    title: 'ドリップケトル 銅製',
    amount,
    imageUrl: null,
    contractId: 36,
    contract: {
      contractNumber: 'KY0015-036',
      condition: '12',
      interestType: INTEREST_TYPE.FREE,
      amountPayment: null,
      interestRate: 0,
      ...contract,
    },
    registDate: '2026-08-17T18:05:23+09:00',
    updatedAt: '2026-08-17T18:05:23+09:00',
  };
}

describe('estimate product list: 1回あたりの目安', () => {
  it('is the equal instalment, not the first payment that carries the remainder', () => {
    // 100,000 yen over 3, interest-free: 33,334 + 33,333 × 2.
    expect(perPayment.render(product(100_000, { condition: '3' }))).toBe('33,333円');
  });

  it('is the fixed monthly payment of revolving, not the smaller last payment', () => {
    // 19,800 yen revolving at 15% a year, 10,000 yen a month: 10,000 × 2 then 174 yen.
    const revolving = product(19_800, {
      condition: 'ribbonPayment',
      interestType: INTEREST_TYPE.ANNUAL,
      interestRate: 15,
      amountPayment: 10_000,
    });
    expect(perPayment.render(revolving)).toBe('10,000円');
  });
});
