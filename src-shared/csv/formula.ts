/**
 * CSV formula-injection escaping (OWASP "CSV Injection"): a cell that a spreadsheet would
 * run as a formula gets a leading apostrophe on export, and import takes it off again.
 */

/** Starts like a formula: =, +, -, @, tab or CR, possibly behind apostrophes we added before. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A plain number such as -123, +5, 1.5 or -1,234.5 is data, not a formula. */
const PLAIN_NUMBER = /^[+-]?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/**
 * The cell as written to an exported CSV. Cells that already begin with apostrophes before a
 * formula character get one more, so that `unescapeCsvFormula` restores every value exactly.
 */
export function escapeCsvFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * Whether escapeCsvFormula can change a text that starts with this character: a formula
 * character, or an apostrophe (which may stand before one). Any other first character leaves
 * the text as it is, whatever follows.
 */
export function mayStartFormula(firstChar: string): boolean {
  return firstChar === "'" || FORMULA_START.test(firstChar);
}

/** The cell as read from an imported CSV: the exact inverse of `escapeCsvFormula`. */
export function unescapeCsvFormula(value: string): string {
  if (!value.startsWith("'")) return value;
  const original = value.slice(1);
  return escapeCsvFormula(original) === value ? original : value;
}
