import { DISABLE, ENABLE } from '@shared/constants';
import type { EnableFlag } from '@shared/constants';

/** A stored 0/1 smallint as the API's flag type. */
function asFlag(value: number): EnableFlag {
  return value === ENABLE ? ENABLE : DISABLE;
}

/** The row with the named smallint columns typed as API flags. */
export function withFlags<T extends object, K extends keyof T>(
  row: T,
  keys: readonly K[],
): Omit<T, K> & Record<K, EnableFlag> {
  const flags = Object.fromEntries(keys.map((key) => [key, asFlag(Number(row[key]))]));
  return { ...row, ...flags } as Omit<T, K> & Record<K, EnableFlag>;
}
