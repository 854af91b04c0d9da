import type { ExportSubstitutions } from '@shared/api';
import { formatNumber } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';

/** What a Shift_JIS export wrote as 〓: the characters and how many cells in how many rows. */
export function substitutionSummary(substitutions: ExportSubstitutions): string {
  return formatMessage(ja.csv.substituted, {
    characters: substitutions.characters.join('、'),
    cells: formatNumber(substitutions.cells),
    rows: formatNumber(substitutions.rows),
  });
}

/** 「該当する行：2行目、5行目 ほか3行」 */
export function substitutionRows(substitutions: ExportSubstitutions): string {
  return formatMessage(ja.csv.substitutedRows, { rows: substitutionRowList(substitutions) });
}

/** The rows as a spreadsheet numbers them (「2行目、5行目 ほか3行」). */
export function substitutionRowList(substitutions: ExportSubstitutions): string {
  const listed = substitutions.rowNumbers
    .map((row) => formatMessage(ja.csv.substitutedRowNumber, { row: formatNumber(row) }))
    .join('、');
  const more = substitutions.rows - substitutions.rowNumbers.length;
  return more > 0
    ? formatMessage(ja.csv.substitutedMoreRows, { rows: listed, more: formatNumber(more) })
    : listed;
}
