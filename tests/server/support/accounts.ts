import { and, eq } from 'drizzle-orm';
import { groups, services, shops } from '../../../src-server/platform/db/schema';
import { DEMO_ACCOUNTS } from '../../../src-server/index';
import type { TestApi } from './harness';

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
export type DemoTokens = Record<DemoAccount, string>;

/** Logs every demo account in. */
export async function loginDemoAccounts(api: TestApi): Promise<DemoTokens> {
  const entries = await Promise.all(
    Object.entries(DEMO_ACCOUNTS).map(async ([key, email]) => [key, await api.login(email)] as const),
  );
  return Object.fromEntries(entries) as DemoTokens;
}

export async function serviceIdOf(api: TestApi, subdomain: string): Promise<number> {
  const [row] = await api.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.subdomain, subdomain));
  if (!row) throw new Error(`no service ${subdomain}`);
  return row.id;
}

/** The id of a demo shop by its name. */
export async function shopIdByName(api: TestApi, name: string): Promise<number> {
  const [row] = await api.db.select({ id: shops.id }).from(shops).where(eq(shops.name, name));
  if (!row) throw new Error(`no shop ${name}`);
  return row.id;
}

export async function groupIdByName(api: TestApi, subdomain: string, name: string): Promise<number> {
  const [row] = await api.db
    .select({ id: groups.id })
    .from(groups)
    .innerJoin(services, eq(services.id, groups.serviceId))
    .where(and(eq(services.subdomain, subdomain), eq(groups.name, name)));
  if (!row) throw new Error(`no group ${name}`);
  return row.id;
}
