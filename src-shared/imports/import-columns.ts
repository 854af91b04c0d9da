import { importCell } from './import-cell';

/** One CSV column: the form field it fills and its Japanese header. */
export interface ImportColumn<F extends string> {
  field: F;
  header: string;
}

/**
 * The columns of an import file, in file order. A column's header is the form's label of its
 * field, so that the file reads like the form; `headers` gives the few columns headed otherwise.
 */
export function importColumns<
  const F extends string,
  H extends Partial<Record<F, string>> = Record<never, never>,
>(
  labels: Readonly<Record<NoInfer<Exclude<F, keyof H>>, string>>,
  fields: readonly F[],
  headers?: H,
): readonly ImportColumn<F>[] {
  const label = labels as Readonly<Record<string, string>>;
  return fields.map((field) => ({ field, header: headers?.[field] ?? label[field] ?? '' }));
}

/** The header row of an import file. */
export function importHeader(columns: readonly ImportColumn<string>[]): readonly string[] {
  return columns.map((column) => column.header);
}

/** The header of a field's column ('' for a field no column holds). */
export function importColumnOf(columns: readonly ImportColumn<string>[]): (field: string) => string {
  return (field) => columns.find((column) => column.field === field)?.header ?? '';
}

/** How a field's cell is read; a field without a reader takes the cell trimmed. */
export type ImportCellReaders<F extends string> = Partial<Record<F, (cell: string) => string>>;

/** A row's cells (by header) as the form's input: each column's cell read by its field's reader. */
export function importRowInput<F extends string>(
  cells: Readonly<Record<string, string>>,
  columns: readonly ImportColumn<F>[],
  readers: ImportCellReaders<F>,
): Record<F, string> {
  const entries = columns.map(({ field, header }) => [
    field,
    (readers[field] ?? importCell.text)(cells[header] ?? ''),
  ]);
  return Object.fromEntries(entries) as Record<F, string>;
}
