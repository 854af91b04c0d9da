import type { ChangeEvent } from 'react';
import { toHalfWidth } from '@shared/input';

/**
 * `onChangeCapture` for a number input (Mantine NumberInput): turns full-width digits and
 * separators into half-width before the input's own formatting reads them, which would drop
 * them (UI guidelines: fields accept what Japanese users type, 「１２８００」 is 12,800).
 */
export function halfWidthBeforeChange(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  const halfWidth = toHalfWidth(input.value);
  if (halfWidth !== input.value) input.value = halfWidth;
}
