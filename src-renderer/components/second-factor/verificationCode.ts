import { toHalfWidth } from '@shared/input';

/** The app's code as typed (either width, spaces and a middle hyphen allowed), or null when it is not six digits. */
export function sixDigitCode(typed: string): string | null {
  const digits = toHalfWidth(typed).replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
