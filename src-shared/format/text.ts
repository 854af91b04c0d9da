import { TRUNCATE_DEFAULT_LENGTH, TRUNCATE_ELLIPSIS } from '../constants/limits';
import { characterCount, limitLength } from '../input/cleanup';

/** Shortens a text for display: more than `maxLength` characters keeps that many and adds an ellipsis. */
export function truncate(
  value: string | null | undefined,
  maxLength: number = TRUNCATE_DEFAULT_LENGTH,
): string {
  if (!value) return '';
  return characterCount(value) > maxLength ? `${limitLength(value, maxLength)}${TRUNCATE_ELLIPSIS}` : value;
}
