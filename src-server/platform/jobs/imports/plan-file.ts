import { createStreamDecoder } from '@shared/encoding';
import type { Database } from '../../db/client';
import { readFileChunks } from '../files/store';
import type { PlannedRow } from './importer';

/** One checked row of a dry run, as a line of the stored plan (JSON lines). */
export function planLine(row: PlannedRow<unknown>): string {
  return `${JSON.stringify(row)}\n`;
}

/** The stored plan of a dry run, in file order. */
export async function readPlan(db: Database, fileId: string): Promise<PlannedRow<unknown>[]> {
  const decoder = createStreamDecoder('utf-8');
  const rows: PlannedRow<unknown>[] = [];
  let rest = '';
  const take = (text: string) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line !== '') rows.push(JSON.parse(line) as PlannedRow<unknown>);
  };
  for await (const chunk of readFileChunks(db, fileId)) take(decoder.write(chunk));
  take(`${decoder.end()}\n`);
  return rows;
}

/**
 * The plan with the rows of each key together (in the order their keys first appear), so that a
 * chunk cut between keys gives `apply` every row of a key at once.
 */
export function keyOrdered<T>(rows: readonly PlannedRow<T>[]): PlannedRow<T>[] {
  const byKey = new Map<string, PlannedRow<T>[]>();
  for (const row of rows) {
    const group = byKey.get(row.key);
    if (group) group.push(row);
    else byKey.set(row.key, [row]);
  }
  return [...byKey.values()].flat();
}

/** About `size` rows of key-ordered rows from `from`, cut between keys (at least one key). */
export function chunkFrom<T>(rows: readonly PlannedRow<T>[], from: number, size: number): PlannedRow<T>[] {
  let to = Math.min(rows.length, from + Math.max(size, 1));
  while (to < rows.length && to > from && rows[to]?.key === rows[to - 1]?.key) to += 1;
  return rows.slice(from, to);
}
