import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf } from '../../src-server/db/client';
import type { DatabaseHandle } from '../../src-server/db/client';
import { copyCsv, streamCopyCsv } from '../../src-server/db/copy-csv';
import { csvFromCopy, csvRecords } from '../../src-server/jobs/csv-output';
import { DATABASE_TARGETS } from './support/databases';
import { trickyRows } from './support/tricky-cells';

describe.each(DATABASE_TARGETS)('COPY of a page on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.create();
  });
  afterAll(() => handle?.close());

  /** The rows as a query: a VALUES list of text cells, in order. */
  function valuesQuery(rows: readonly (readonly (string | null)[])[]) {
    const tuples = rows.map(
      (row, index) =>
        sql`(${index}, ${sql.join(
          row.map((cell) => sql`${cell}::text`),
          sql`, `,
        )})`,
    );
    const columns = rows[0]!.map((_, index) => sql.raw(`c${index}`));
    return sql`select ${sql.join(columns, sql`, `)} from (values ${sql.join(tuples, sql`, `)})
      as page (position, ${sql.join(columns, sql`, `)}) order by position`;
  }

  it('gives the text csvRecords writes for the same cells, once converted', async () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const rows = trickyRows(seed, 3 + (seed % 7));
      const copied = await copyCsv(handle.db, valuesQuery(rows));
      expect(csvFromCopy(copied.toString('utf8'))).toEqual({ csv: csvRecords(rows), rowCount: rows.length });
    }
  });

  it('writes quotes, backslashes and Japanese text of a literal exactly as given', async () => {
    const rows = [["it's", 'C:\\temp', "'; drop table shops; --", '東京都〜渋谷区']];
    const copied = await copyCsv(handle.db, valuesQuery(rows));
    expect(csvFromCopy(copied.toString('utf8')).csv).toBe(csvRecords(rows));
  });

  it('streams the same COPY on PostgreSQL (not on PGlite), and a reader may stop half way', async () => {
    const rows = trickyRows(7, 2000);
    const stream = streamCopyCsv(handle.db, valuesQuery(rows), 1024);
    if (target.name === 'pglite') {
      expect(stream).toBeNull();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk);
    expect(csvFromCopy(Buffer.concat(chunks).toString('utf8')).csv).toBe(csvRecords(rows));

    for await (const chunk of streamCopyCsv(handle.db, valuesQuery(rows), 1024)!) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }
    // The connection the reader left is given back (closed, as it may be in the middle of its
    // COPY): none is checked out, and the pool still answers.
    const driver = driverClientOf(handle.db);
    expect(driver?.kind).toBe('postgres');
    if (driver?.kind === 'postgres') expect(driver.pool.idleCount).toBe(driver.pool.totalCount);
    const again = await copyCsv(handle.db, valuesQuery(rows.slice(0, 3)));
    expect(csvFromCopy(again.toString('utf8')).csv).toBe(csvRecords(rows.slice(0, 3)));
  });
});
