/** The app's code as typed (spaces and a middle hyphen allowed), or null when it is not six digits. */
export function sixDigitCode(typed: string): string | null {
  const digits = typed
    .replace(/[\s-]/g, '')
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  return /^\d{6}$/.test(digits) ? digits : null;
}
