import type { ValueOf } from './types';

/** Type of the payout bank account of a company (普通 / 当座). */
export const BANK_ACCOUNT_TYPE = {
  ORDINARY: 1,
  CHECKING: 2,
} as const;
export type BankAccountType = ValueOf<typeof BANK_ACCOUNT_TYPE>;
