import { INTEREST_TYPE, parseContractCondition, REVOLVING_MAX_PAYMENTS } from '../constants/contract';
import type { InterestType } from '../constants/contract';
import { ONETIME_PAYMENT, RIBBON_PAYMENT } from '../constants/payment';
import type { PaymentCount } from '../constants/payment';

/** What of a contract the trial calculation reads. */
export interface TrialContract {
  /** The payment condition: 1–99 payments, bonus one-time or revolving. */
  condition: PaymentCount;
  interestType: InterestType;
  /** Percent, at most two decimals (see INTEREST_TYPE for how each type reads it). */
  interestRate: number;
  /**
   * Yen per payment: for revolving the fixed monthly payment (fee included, 元利定額); for
   * instalments the smallest payment the contract allows (null or 0: no minimum).
   */
  amountPayment: number | null;
}

/** Consecutive payments of the same amount, numbered from 1. */
export interface TrialRow {
  from: number;
  to: number;
  payment: number;
}

export interface TrialTable {
  /** Number of payments. */
  count: number;
  /** Every payment in order, integer yen. */
  payments: number[];
  /** The same payments, equal neighbours merged (what the customer reads). */
  rows: TrialRow[];
  principal: number;
  /** The fee: total − principal. */
  interest: number;
  total: number;
}

export type TrialFailure =
  /** An instalment would be smaller than the contract's minimum payment. */
  | 'belowMinimum'
  /** Revolving without a monthly payment, or one that never pays the balance off in time. */
  | 'revolvingNeverEnds'
  /** Revolving is charged on the balance: a fee for the whole contract does not apply. */
  | 'revolvingAddOn';

export type TrialResult = { ok: true; table: TrialTable } | { ok: false; reason: TrialFailure };

/** The rate in hundredths of a percent, so the fee arithmetic stays in integers. */
function basisPoints(rate: number): number {
  return Math.round(rate * 100);
}

/**
 * The instalment table a customer sees for `amount` yen under `contract`, in integer yen.
 *
 * Rounding (one rule everywhere): the fee is rounded down to the yen (never in the shop's
 * favour); the total (amount + fee) is split into `count` equal payments rounded down, and the
 * remainder of that split is added to the FIRST payment. So the first payment is the largest,
 * every later one is the same, and the payments always add up to the total exactly.
 *
 * Bonus one-time is one payment (a fee as for one month). Revolving (元利定額) pays the fixed
 * `amountPayment` each month until the balance is gone: each month's fee is the balance × the
 * yearly rate / 12, rounded down, and the last payment is the balance left plus its fee.
 */
export function calculateTrial(amount: number, contract: TrialContract): TrialResult {
  if (contract.condition === RIBBON_PAYMENT) return revolving(amount, contract);
  const count = contract.condition === ONETIME_PAYMENT ? 1 : contract.condition;
  const interest = instalmentFee(amount, count, contract);
  const total = amount + interest;
  const each = Math.floor(total / count);
  const payments = Array.from({ length: count }, (_, index) =>
    index === 0 ? total - each * (count - 1) : each,
  );
  const minimum = contract.amountPayment ?? 0;
  if (count > 1 && each < minimum) return { ok: false, reason: 'belowMinimum' };
  return { ok: true, table: tableOf(amount, payments) };
}

function instalmentFee(amount: number, count: number, contract: TrialContract): number {
  const points = basisPoints(contract.interestRate);
  if (contract.interestType === INTEREST_TYPE.FREE || points === 0) return 0;
  if (contract.interestType === INTEREST_TYPE.ADD_ON) return Math.floor((amount * points) / 10_000);
  const monthly = points / 120_000;
  const payment = (amount * monthly) / (1 - (1 + monthly) ** -count);
  // The epsilon keeps a fee that is a whole yen from dropping one yen to a binary fraction.
  return Math.max(0, Math.floor(payment * count - amount + 1e-6));
}

function revolving(amount: number, contract: TrialContract): TrialResult {
  if (contract.interestType === INTEREST_TYPE.ADD_ON) return { ok: false, reason: 'revolvingAddOn' };
  const fixed = contract.amountPayment ?? 0;
  const points = contract.interestType === INTEREST_TYPE.FREE ? 0 : basisPoints(contract.interestRate);
  const payments: number[] = [];
  let balance = amount;
  while (balance > 0) {
    const fee = Math.floor((balance * points) / 120_000);
    if (fixed <= fee || payments.length >= REVOLVING_MAX_PAYMENTS)
      return { ok: false, reason: 'revolvingNeverEnds' };
    const payment = Math.min(fixed, balance + fee);
    payments.push(payment);
    balance -= payment - fee;
  }
  return { ok: true, table: tableOf(amount, payments) };
}

function tableOf(principal: number, payments: number[]): TrialTable {
  const total = payments.reduce((sum, payment) => sum + payment, 0);
  const rows: TrialRow[] = [];
  payments.forEach((payment, index) => {
    const last = rows.at(-1);
    if (last && last.payment === payment) last.to = index + 1;
    else rows.push({ from: index + 1, to: index + 1, payment });
  });
  return { count: payments.length, payments, rows, principal, interest: total - principal, total };
}

/** A contract as the API answers it (condition as text) in the calculation's terms; null if unreadable. */
export function trialContractOf(contract: {
  condition: string;
  interestType: InterestType;
  interestRate: number;
  amountPayment: number | null;
}): TrialContract | null {
  const condition = parseContractCondition(contract.condition);
  return condition === null ? null : { ...contract, condition };
}
