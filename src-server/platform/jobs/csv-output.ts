import { CSV_LINE_BREAK, escapeCsvFormula, formatCsvRow } from '@shared/csv';
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
