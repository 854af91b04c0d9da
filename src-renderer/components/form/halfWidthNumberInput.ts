import type { FormEvent } from 'react';
import { toHalfWidth } from '@shared/input';

/**
 * `onChangeCapture` for a Mantine NumberInput: its number formatting drops every character that
 * is not a half-width digit, so digits typed with the Japanese IME on (`１２０`) vanished. The
 * typed text is made half-width first (UI guidelines: accept what Japanese users type), keeping
 * the caret where it was (one full-width character becomes one half-width character).
 */
export function halfWidthBeforeFormatting(event: FormEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  const halfWidth = toHalfWidth(input.value);
  if (halfWidth === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = halfWidth;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}
