import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../../src-server/platform/db/client';
import type { DatabaseHandle } from '../../../src-server/platform/db/client';
import { templateStillFresh } from './demo-templates';
import type { TemplateVariant } from './demo-templates';

/** A database the suite runs on; create() gives a fresh, migrated, empty one. */
export interface DatabaseTarget {
  name: string;
  create(): Promise<DatabaseHandle>;
  /**
   * A copy of the demo database the global set-up seeded for this run, or null when there is
   * none to use (then migrate and seed a fresh one).
   */
  createSeeded(variant: TemplateVariant, now: Date): Promise<SeededDatabase | null>;
}

/** A copy of a seeded demo database, and the time it was seeded at (the copy's "now"). */
export interface SeededDatabase {
  handle: DatabaseHandle;
  seededAt: Date;
}

/** The demo templates, when the global set-up made them and they are of today. */
function freshTemplates(now: Date) {
  const templates = inject('demoTemplates');
  return templates && templateStillFresh(templates, now) ? templates : null;
}

const pgliteTarballs = new Map<string, Promise<Blob>>();

const pglite: DatabaseTarget = {
  name: 'pglite',
  create: () => openDatabase({ kind: 'pglite' }),
  async createSeeded(variant, now) {
    const templates = freshTemplates(now);
    if (!templates) return null;
    const file = templates.pglite[variant];
    let tarball = pgliteTarballs.get(file);
    if (!tarball) {
      tarball = readFile(file).then((bytes) => new Blob([bytes]));
      pgliteTarballs.set(file, tarball);
    }
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: await tarball });
    return { handle, seededAt: new Date(templates.seededAt) };
  },
};

/** Each create() makes its own database on the server and drops it on close. */
function postgres(adminUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    create: () => databaseCopy(adminUrl, null),
    async createSeeded(variant, now) {
      const templates = freshTemplates(now);
      const template = templates?.postgres?.[variant];
      if (!templates || !template) return null;
      return { handle: await databaseCopy(adminUrl, template), seededAt: new Date(templates.seededAt) };
    },
  };
}

/** A new database on the server (a copy of `template` when given), dropped on close. */
async function databaseCopy(adminUrl: string, template: string | null): Promise<DatabaseHandle> {
  const database = await newPostgresDatabase(adminUrl, template);
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  return {
    db: handle.db,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A database on the server for other processes to open by its URL: a copy of `template`, or empty. */
export async function newPostgresDatabase(
  adminUrl: string,
  template: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  const from = template ? ` template "${template}"` : '';
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"${from}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** The demo template of this run on the PostgreSQL server, when the global set-up made one of today. */
export function postgresTemplate(variant: TemplateVariant, now: Date): string | null {
  return freshTemplates(now)?.postgres?.[variant] ?? null;
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** In-memory PGlite always; also the PostgreSQL server of TEST_DATABASE_URL when it is set. */
export const DATABASE_TARGETS: DatabaseTarget[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
