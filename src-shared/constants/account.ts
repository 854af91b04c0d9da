import type { ValueOf } from './types';

/** Account status (spec section 4). */
export const ACCOUNT_STATUS = {
  ACTIVE: 2,
  PAUSE: 3,
} as const;
export type AccountStatus = ValueOf<typeof ACCOUNT_STATUS>;
