export const ENABLE = 1;
export const DISABLE = 0;
export type EnableFlag = typeof ENABLE | typeof DISABLE;

/** The enable flag as an enumeration object (spec section 4), for labels and schemas. */
export const ENABLE_FLAG = { ENABLE, DISABLE } as const;

export function isEnabled(flag: number | null | undefined): boolean {
  return flag === ENABLE;
}
