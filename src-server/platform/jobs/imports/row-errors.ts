import type { ErrorEntry } from '@shared/api';
import type { RowError } from './importer';

/** The API's field errors (from the checks the forms share with the import) as cell errors. */
export function entriesToRowErrors(
  entries: readonly ErrorEntry[],
  columnOf: (field: string) => string,
): RowError[] {
  return entries.map((entry) => ({ column: columnOf(entry.name), message: entry.message }));
}
