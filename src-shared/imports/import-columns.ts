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
