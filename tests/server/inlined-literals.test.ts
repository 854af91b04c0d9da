import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bracketedTransaction } from '../../src-server/platform/db/bracketed-transaction';
import { openDatabase } from '../../src-server/platform/db/client';
import type { DatabaseHandle } from '../../src-server/platform/db/client';
import { copyCsv } from '../../src-server/platform/db/copy-csv';
import { rawRows } from '../../src-server/platform/db/raw-select';
import { newPostgresDatabase, withAdmin } from './support/databases';

/**
 * COPY and an audited write's closing statement go to PostgreSQL with their values written into
 * the SQL text (drizzle doubles the quotes). That is only exact while backslashes are plain
 * characters: a server or database configured with standard_conforming_strings off (a legacy
 * setting a managed database may still carry) would read `\'` as an escaped quote, and a value
 * could end its literal early. The console's statements hold the setting on themselves.
 */
const HOSTILE = ["\\'; select pg_sleep(0); --", 'C:\\temp\\新しいフォルダ\\', "it's 〜 \\\\ ''"];

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)(
  'values written into the SQL text on PostgreSQL with standard_conforming_strings off',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let handle: DatabaseHandle;

    beforeAll(async () => {
      database = await newPostgresDatabase(adminUrl!, null);
      const name = new URL(database.url).pathname.slice(1);
      await withAdmin(adminUrl!, (admin) =>
        admin.query(`alter database "${name}" set standard_conforming_strings = off`),
      );
      // One connection: what the bracketed transaction leaves in the session is read back after it.
      handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
      const [setting] = await rawRows<{ standard_conforming_strings: string }>(
        handle.db,
        sql`show standard_conforming_strings`,
      );
      expect(setting?.standard_conforming_strings).toBe('off');
    });
    afterAll(async () => {
      await handle?.close();
      await database?.drop();
    });

    it('a COPY writes each value exactly as given', async () => {
      for (const value of HOSTILE) {
        const copied = await copyCsv(handle.db, sql`select ${value}::text as value`);
        const line = copied.toString('utf8').replace(/\n$/, '');
        const cell = line.startsWith('"') ? line.slice(1, -1).replaceAll('""', '"') : line;
        expect(cell).toBe(value);
      }
    });

    it("a bracketed transaction's closing statement keeps each value exactly as given", async () => {
      for (const value of HOSTILE) {
        await bracketedTransaction(
          handle.db,
          sql`select 1`,
          async () => undefined,
          () => sql`select set_config('console.probe', ${value}, false)`,
        );
        const [probe] = await rawRows<{ value: string }>(
          handle.db,
          sql`select current_setting('console.probe') as value`,
        );
        expect(probe?.value).toBe(value);
      }
    });

    it('refuses an opening statement with values (it is read before the setting is held)', async () => {
      await expect(
        bracketedTransaction(
          handle.db,
          sql`select ${'x'}::text`,
          async () => undefined,
          () => sql`select 1`,
        ),
      ).rejects.toThrow(/opening/);
    });
  },
);
