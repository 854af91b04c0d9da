import { ja } from '@shared/messages';
import type { Database } from '../../db/client';
import { toCp932Replacing } from '../cp932-output';
import { csvRecords } from '../csv-output';
import { storeFile } from '../files/store';
import type { RowError } from './importer';

/** The errors of one row. */
export interface RowFailure {
  number: number;
  errors: RowError[];
}

/** Stores the CP932 error report of an import (行番号, 項目, エラー内容), one line per error. */
export async function storeErrorFile(
  db: Database,
  failures: readonly RowFailure[],
  chunkBytes: number,
): Promise<string> {
  const header = [ja.csv.errorRow, ja.csv.errorColumn, ja.csv.errorMessage];
  const lines = failures.flatMap(({ number, errors }) =>
    errors.map((error) => [number, error.column, error.message]),
  );
  return storeFile(db, toCp932Replacing(csvRecords([header, ...lines])), chunkBytes);
}
