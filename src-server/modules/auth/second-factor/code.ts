import { toHalfWidth } from '@shared/input';

/** A six-digit code as typed (full-width digits, spaces) in its one form. */
export function normalizedCode(typed: string): string {
  return toHalfWidth(typed).replace(/\s/g, '');
}
