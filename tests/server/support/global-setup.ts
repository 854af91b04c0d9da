import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { driverClientOf, openDatabase } from '../../../src-server/platform/db/client';
import { seedDemoData } from '../../../src-server/index';
import { withAdmin } from './databases';
import type { DemoTemplates, TemplateVariant } from './demo-templates';

const VARIANTS: Record<TemplateVariant, { payments: boolean }> = {
  plain: { payments: false },
  payments: { payments: true },
};

/**
 * Migrates and seeds the demo data once per run, for each database and with or without the
 * demo payments, so that each test file copies a ready database instead of migrating and seeding
 * its own (seconds each, times every file and both databases).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seededAt = new Date();
  const folder = await mkdtemp(path.join(tmpdir(), 'console-server-templates-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresNames: string[] = [];

  const [pglitePlain, pglitePayments, postgresTemplates] = await Promise.all([
    pgliteTemplate(folder, 'plain', seededAt),
    pgliteTemplate(folder, 'payments', seededAt),
    adminUrl
      ? Promise.all([
          postgresTemplate(adminUrl, 'plain', seededAt),
          postgresTemplate(adminUrl, 'payments', seededAt),
        ])
      : null,
  ]);
  if (postgresTemplates) postgresNames.push(...postgresTemplates);

  const templates: DemoTemplates = {
    seededAt: seededAt.toISOString(),
    pglite: { plain: pglitePlain, payments: pglitePayments },
    postgres: postgresTemplates ? { plain: postgresTemplates[0], payments: postgresTemplates[1] } : null,
  };
  project.provide('demoTemplates', templates);

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (adminUrl) {
      await withAdmin(adminUrl, async (admin) => {
        for (const name of postgresNames) {
          await admin.query(`alter database "${name}" is_template false`);
          await admin.query(`drop database if exists "${name}" with (force)`);
        }
      });
    }
  };
}

async function pgliteTemplate(folder: string, variant: TemplateVariant, now: Date): Promise<string> {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await seedDemoData(handle.db, { now, payments: VARIANTS[variant].payments });
    const driver = driverClientOf(handle.db);
    if (driver?.kind !== 'pglite') throw new Error('the PGlite template is not on PGlite');
    const dump = await driver.client.dumpDataDir('none');
    const file = path.join(folder, `${variant}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

async function postgresTemplate(adminUrl: string, variant: TemplateVariant, now: Date): Promise<string> {
  const name = `console_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await seedDemoData(handle.db, { now, payments: VARIANTS[variant].payments });
  } finally {
    await handle.close();
  }
  await withAdmin(adminUrl, (admin) => admin.query(`alter database "${name}" is_template true`));
  return name;
}
