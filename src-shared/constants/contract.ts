import type { ValueOf } from './types';
import { ADVANCE_INSTALMENT_MAX, ADVANCE_INSTALMENT_MIN, ONETIME_PAYMENT, RIBBON_PAYMENT } from './payment';
import type { PaymentCount } from './payment';

/**
 * How a contract charges for paying later (the spec names the field only; the values are ours).
 * `interestRate` is read by each type as follows (the trial calculation in src-shared/trial):
 * - FREE (無金利): no fee; the rate must be 0. The shop bears the cost.
 * - ADD_ON (分割手数料・アドオン方式): the rate is the fee for the whole contract, in percent of the
 *   amount: fee = amount × rate / 100, rounded down to the yen. 100円あたりの手数料 tables are this.
 * - ANNUAL (実質年率・元利均等): the rate is a yearly rate on the balance, charged monthly
 *   (rate / 12 a month); the instalments are the level annuity payment, and the fee is what the
 *   payments add up to beyond the amount, rounded down to the yen.
 */
export const INTEREST_TYPE = {
  FREE: 1,
  ADD_ON: 2,
  ANNUAL: 3,
} as const;
export type InterestType = ValueOf<typeof INTEREST_TYPE>;
export const INTEREST_TYPES = Object.values(INTEREST_TYPE) as InterestType[];

/** Interest rates are percentages with at most two decimals, 0 to 99.99. */
export const INTEREST_RATE_MAX = 99.99;
export const INTEREST_RATE_DECIMALS = 2;

export const CONTRACT_NUMBER_MAX_LENGTH = 20;
/** A contract number: half-width letters, digits and hyphens. */
export const CONTRACT_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;
export const ESTIMATE_PRODUCT_TITLE_MAX_LENGTH = 100;

/**
 * Revolving payments end when the balance is paid; a schedule that would run past this many
 * months (the payment barely covers the monthly fee) is not offered.
 */
export const REVOLVING_MAX_PAYMENTS = 600;

/**
 * The payment condition of a contract, as stored and sent: a count from 1 to 99 (the advance
 * instalment options include every standard count), `onetimePayment` or `ribbonPayment`.
 */
export function parseContractCondition(value: string | number | null | undefined): PaymentCount | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === ONETIME_PAYMENT || text === RIBBON_PAYMENT) return text;
  if (!/^\d{1,2}$/.test(text)) return null;
  const count = Number(text);
  return count >= ADVANCE_INSTALMENT_MIN && count <= ADVANCE_INSTALMENT_MAX ? count : null;
}

/** The price the contract form's example trial calculation is shown for. */
export const TRIAL_EXAMPLE_AMOUNT = 100_000;
