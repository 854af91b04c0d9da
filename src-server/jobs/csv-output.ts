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
 * The CSV line of each row, `cells` giving every cell of a row in turn: the same text as
 * csvRecords, without an array per row (an export writes millions of them).
 */
export function csvLines<Row>(rows: readonly Row[], cells: readonly ((row: Row) => CsvCell)[]): string {
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let index = 0; index < cells.length; index += 1) {
      if (index > 0) line += ',';
      line += formatCsvCell(outputCell(cells[index]!(row)));
    }
    text += line + CSV_LINE_BREAK;
  }
  return text;
}
