import { readImportRow } from '@shared/imports/import-file';
import type {
  ImportCellError,
  ImportFileColumns,
  ImportFileRecord,
  ImportRow,
} from '@shared/imports/import-file';
import type { ImportValidation } from './import-validators';

/**
 * Every record of a CSV through one check, in file order, as the server's import job runs
 * them: a record with the wrong number of cells fails as a whole, the others by their cells.
 */
export function checkCsvRows(
  columns: ImportFileColumns,
  records: readonly ImportFileRecord[],
  checkRow: (row: ImportRow) => ImportCellError[],
): ImportValidation {
  const rowErrors = records.flatMap((record) => {
    const read = readImportRow(columns, record);
    const errors = read.ok ? checkRow(read.row) : read.errors;
    return errors.map(({ column, message }) => ({ row: record.number, column, message }));
  });
  return { outcome: 'checked', rowErrors };
}
