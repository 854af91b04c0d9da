import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf } from '../../src-server/platform/db/client';
import type { DatabaseHandle } from '../../src-server/platform/db/client';
import { copyCsv, streamCopyCsv } from '../../src-server/platform/db/copy-csv';
import { CopyCsvTranscoder } from '../../src-server/platform/jobs/copy-csv-transcoder';
import { toCp932 } from '../../src-server/platform/jobs/cp932-output';
import { csvRecords } from '../../src-server/platform/jobs/csv-output';
import { DATABASE_TARGETS } from './support/databases';
import { trickyRows } from './support/tricky-cells';

/** The export's CP932 CSV of a COPY output, and its row count. */
function converted(copied: Buffer): { bytes: Buffer; rowCount: number } {
  const transcoder = new CopyCsvTranscoder();
  const bytes = transcoder.write(copied);
  transcoder.end();
  return { bytes, rowCount: transcoder.rowCount };
}

/** What the export writes for the rows: the same cells through csvRecords. */
function expectedCsv(rows: readonly (readonly (string | null)[])[]): Buffer {
  return toCp932(csvRecords(rows));
}

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

  it('gives the bytes csvRecords writes for the same cells, once converted', async () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const rows = trickyRows(seed, 3 + (seed % 7));
      const copied = await copyCsv(handle.db, valuesQuery(rows));
      expect(converted(copied)).toEqual({ bytes: expectedCsv(rows), rowCount: rows.length });
    }
  });

  it('writes quotes, backslashes and Japanese text of a literal exactly as given', async () => {
    const rows = [["it's", 'C:\\temp', "'; drop table shops; --", '東京都〜渋谷区']];
    const copied = await copyCsv(handle.db, valuesQuery(rows));
    expect(converted(copied).bytes).toEqual(expectedCsv(rows));
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
    expect(converted(Buffer.concat(chunks)).bytes).toEqual(expectedCsv(rows));

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
    expect(converted(again).bytes).toEqual(expectedCsv(rows.slice(0, 3)));
  });
});
