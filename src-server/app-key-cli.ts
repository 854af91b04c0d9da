import { eq } from 'drizzle-orm';
import { issueAppKey } from './modules/coupons';
import { openDatabase } from './platform/db/client';
import type { DatabaseOptions } from './platform/db/client';
import { services } from './platform/db/schema';

/**
 * `npm run server -- --issue-app-key <subdomain> [label]`: issues a key for the service's
 * customer app and prints it once (only its hash is kept).
 */
export async function issueAppKeyFromCli(
  database: DatabaseOptions,
  argv: readonly string[],
): Promise<string> {
  const at = argv.indexOf('--issue-app-key');
  const subdomain = argv[at + 1];
  if (!subdomain || subdomain.startsWith('--')) throw new Error('usage: --issue-app-key <subdomain> [label]');
  const label = argv[at + 2] && !argv[at + 2]?.startsWith('--') ? (argv[at + 2] ?? '') : 'アプリ';
  const handle = await openDatabase(database);
  try {
    const [service] = await handle.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.subdomain, subdomain));
    if (!service) throw new Error(`no service with the subdomain "${subdomain}"`);
    return (await issueAppKey(handle.db, service.id, label)).key;
  } finally {
    await handle.close();
  }
}
