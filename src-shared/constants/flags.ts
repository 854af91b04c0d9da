export const ENABLE = 1;
export const DISABLE = 0;
export type EnableFlag = typeof ENABLE | typeof DISABLE;
