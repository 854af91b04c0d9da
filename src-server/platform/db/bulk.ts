import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Bulk writes in one statement whatever the number of rows: the rows travel as one JSON
 * parameter that json_to_recordset turns back into typed columns (a parameter per value would
 * hit PostgreSQL's limit of 65,535 parameters). Columns are named by their TypeScript keys;
 * every row has the same keys.
 */
type Row = Record<string, unknown>;

/** Values a statement reads from the rows without writing them as a column: name and SQL type. */
type Extra = Readonly<Record<string, string>>;

function recordset(table: PgTable, keys: readonly string[], rows: readonly Row[], extra: Extra = {}): SQL {
  const columns = getTableColumns(table);
  const definitions = keys.map((key) => {
    const type = extra[key] ?? plainType(columns[key]?.getSQLType());
    if (!type) throw new Error(`no column ${key}`);
    return sql`${sql.identifier(columns[key]?.name ?? key)} ${sql.raw(type)}`;
  });
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key]?.name ?? key, row[key] ?? null]))),
  );
  return sql`json_to_recordset(${json}::json) as r(${sql.join(definitions, sql`, `)})`;
}

/** A serial column holds an integer: json_to_recordset takes the type, not the default. */
function plainType(type: string | undefined): string | undefined {
  return type === 'serial' ? 'integer' : type === 'bigserial' ? 'bigint' : type;
}

function names(table: PgTable, keys: readonly string[]): SQL[] {
  const columns = getTableColumns(table);
  return keys.map((key) => sql`${sql.identifier(columns[key]?.name ?? key)}`);
}

/** INSERT … SELECT of the rows; answers the `returning` columns (database names) of each inserted row. */
export async function bulkInsert<R>(
  db: Database,
  table: PgTable,
  rows: readonly Row[],
  returning: SQL = sql`id`,
): Promise<R[]> {
  const [first] = rows;
  if (!first) return [];
  const keys = Object.keys(first);
  const columns = sql.join(names(table, keys), sql`, `);
  const result = await db.execute(
    sql`insert into ${table} (${columns}) select ${columns} from ${recordset(table, keys, rows)} returning ${returning}`,
  );
  return (result as unknown as { rows: R[] }).rows;
}

/**
 * UPDATE … FROM the rows, matched on `id`: each row's other keys are set from it (but the
 * `extra` values, read only: `r.<name>`); `set` adds
 * expressions of the target (`t`) and the row (`r`), `where` narrows the rows touched.
 */
export async function bulkUpdate(
  db: Database,
  table: PgTable,
  rows: readonly Row[],
  options: { set?: SQL[]; where?: SQL; extra?: Extra } = {},
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const keys = Object.keys(first);
  const extra = options.extra ?? {};
  const assignments = names(table, keys)
    .filter((_, index) => keys[index] !== 'id' && !((keys[index] ?? '') in extra))
    .map((name) => sql`${name} = r.${name}`);
  const set = sql.join([...assignments, ...(options.set ?? [])], sql`, `);
  // The ids again as one array, which the planner reads through the primary key: joined with
  // the recordset alone, it may scan every row `where` leaves (PGlite never analyzes its tables,
  // so after a large import its estimates are far off), which costs each chunk the whole table.
  const ids = `{${rows.map((row) => Number(row.id)).join(',')}}`;
  await db.execute(
    sql`update ${table} as t set ${set} from ${recordset(table, keys, rows, extra)} where t.id = any(${ids}::bigint[]) and t.id = r.id${options.where ? sql` and ${options.where}` : sql``}`,
  );
}
