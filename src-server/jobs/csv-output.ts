import { CSV_LINE_BREAK, escapeCsvFormula, formatCsvCell, formatCsvRow } from '@shared/csv';
import type { CsvCell } from '@shared/csv';

/** The cell as a downloaded CSV holds it: text formula-escaped (OWASP), numbers as they are. */
function outputCell(cell: CsvCell): CsvCell {
  return typeof cell === 'string' ? escapeCsvFormula(cell) : cell;
}

/** Records as CSV text, every one followed by CRLF. */
export function csvRecords(records: Iterable<readonly CsvCell[]>): string {
  let text = '';
  for (const record of records) text += formatCsvRow(record.map(outputCell)) + CSV_LINE_BREAK;
  return text;
}

/**
 * A quoted cell of PostgreSQL's CSV: it quotes a cell whole, doubling the quotes inside, and
 * only a quoted cell holds a quote. So, read from a row's start, the first quote opens a cell.
 */
const QUOTED_CELL = /"(?:[^"]|"")*"/g;

/** CSV lines, and how many rows they hold. */
export interface CsvRows {
  csv: string;
  rowCount: number;
}

/** An unquoted cell that starts like a formula, found by the comma or line end before it. */
const FORMULA_AFTER_SEPARATOR = /[,\n]'*[-=+@\t]/g;
const FORMULA_AT_START = /^'*[-=+@\t]/;

function cellEnd(text: string, start: number): number {
  const comma = text.indexOf(',', start);
  const lineEnd = text.indexOf('\n', start);
  if (comma < 0) return lineEnd < 0 ? text.length : lineEnd;
  return lineEnd < 0 ? comma : Math.min(comma, lineEnd);
}

/**
 * Unquoted cells and the separators between them: formulas escaped, lines ended with CRLF.
 * Also answers how many line ends it holds.
 */
function fromUnquoted(text: string): CsvRows {
  let csv = '';
  let copiedUpTo = 0;
  const escapeCellAt = (start: number) => {
    const end = cellEnd(text, start);
    csv += text.slice(copiedUpTo, start) + escapeCsvFormula(text.slice(start, end));
    copiedUpTo = end;
  };
  if (FORMULA_AT_START.test(text)) escapeCellAt(0);
  FORMULA_AFTER_SEPARATOR.lastIndex = copiedUpTo;
  for (let match = FORMULA_AFTER_SEPARATOR.exec(text); match; match = FORMULA_AFTER_SEPARATOR.exec(text)) {
    escapeCellAt(match.index + 1);
    FORMULA_AFTER_SEPARATOR.lastIndex = copiedUpTo;
  }
  csv += text.slice(copiedUpTo);
  const crlf = csv.replaceAll('\n', CSV_LINE_BREAK);
  return { csv: crlf, rowCount: crlf.length - csv.length };
}

function fromQuoted(cell: string): string {
  return formatCsvCell(escapeCsvFormula(cell.slice(1, -1).replaceAll('""', '"')));
}

/**
 * Whole rows of `COPY ... TO STDOUT WITH (FORMAT csv)` (LF line ends, an empty text quoted as
 * `""`) as the export writes them: the same text as csvRecords. The database has quoted the
 * cells; here the line ends become CRLF, an empty text loses its quotes and formulas are
 * escaped, with native passes over the text and a call only per quoted or formula-like cell.
 */
export function csvFromCopy(text: string): CsvRows {
  let csv = '';
  let rowCount = 0;
  let copiedUpTo = 0;
  const addUnquoted = (end: number) => {
    const rows = fromUnquoted(text.slice(copiedUpTo, end));
    csv += rows.csv;
    // A row ends at a line end outside quotes.
    rowCount += rows.rowCount;
  };
  QUOTED_CELL.lastIndex = 0;
  for (let match = QUOTED_CELL.exec(text); match; match = QUOTED_CELL.exec(text)) {
    addUnquoted(match.index);
    csv += fromQuoted(match[0]);
    copiedUpTo = match.index + match[0].length;
  }
  addUnquoted(text.length);
  return { csv, rowCount };
}

function quotesFrom(text: string, start: number): number {
  let count = 0;
  for (let index = text.indexOf('"', start); index >= 0; index = text.indexOf('"', index + 1)) count += 1;
  return count;
}

/**
 * How much of a COPY text, read from a row's start, is whole rows: up to and including its last
 * line end outside quotes (0 when no row is whole yet). A line end is outside quotes when an
 * even number of quotes comes before it.
 */
export function wholeRowsLength(text: string): number {
  const quotes = quotesFrom(text, 0);
  for (let lineEnd = text.lastIndexOf('\n'); lineEnd >= 0; lineEnd = text.lastIndexOf('\n', lineEnd - 1)) {
    if ((quotes - quotesFrom(text, lineEnd)) % 2 === 0) return lineEnd + 1;
    if (lineEnd === 0) break;
  }
  return 0;
}
