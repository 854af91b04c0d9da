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
 * The plan in chunks of about `size` rows for `apply`: the rows of one key together (in the
 * order their keys first appear), so an importer that replaces what a key holds sees it whole.
 */
export function planChunks<T>(rows: readonly PlannedRow<T>[], size: number): PlannedRow<T>[][] {
  const byKey = new Map<string, PlannedRow<T>[]>();
  for (const row of rows) {
    const group = byKey.get(row.key);
    if (group) group.push(row);
    else byKey.set(row.key, [row]);
  }
  const chunks: PlannedRow<T>[][] = [];
  let current: PlannedRow<T>[] = [];
  for (const group of byKey.values()) {
    if (current.length > 0 && current.length + group.length > size) {
      chunks.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
