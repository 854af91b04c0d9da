import type { z } from 'zod';
import type { ErrorEntry } from '@shared/api';
import type { RowError } from '../jobs/imports/importer';

/** Zod's issues of a row as cell errors: the first message of each field, under its column. */
export function issuesToRowErrors(
  issues: readonly z.core.$ZodIssue[],
  columnOf: (field: string) => string,
): RowError[] {
  const byColumn = new Map<string, string>();
  for (const issue of issues) {
    const column = columnOf(String(issue.path[0] ?? ''));
    if (!byColumn.has(column)) byColumn.set(column, issue.message);
  }
  return [...byColumn].map(([column, message]) => ({ column, message }));
}

/** The API's field errors (from the checks the forms share with the import) as cell errors. */
export function entriesToRowErrors(
  entries: readonly ErrorEntry[],
  columnOf: (field: string) => string,
): RowError[] {
  return entries.map((entry) => ({ column: columnOf(entry.name), message: entry.message }));
}
