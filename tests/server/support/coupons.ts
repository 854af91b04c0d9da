import { and, eq } from 'drizzle-orm';
import { customers } from '../../../src-server/modules/customers/schema';
import { services } from '../../../src-server/platform/db/schema';
import { demoAppKey } from '../../../src-server/demo/data';
import type { TestApi } from './harness';

/** The customer app's credential of a demo service, as the app sends it. */
export const appKeyHeader = (subdomain: string) => ({ authorization: `Bearer ${demoAppKey(subdomain)}` });

/** Ids of some customers of a service. */
export async function customerIdsOf(api: TestApi, subdomain: string, howMany = 5): Promise<number[]> {
  const rows = await api.db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(services, eq(services.id, customers.serviceId))
    .where(and(eq(services.subdomain, subdomain)))
    .orderBy(customers.id)
    .limit(howMany);
  return rows.map((row) => row.id);
}

/** A coupon form as a store would fill it in (JSON; the server takes JSON where it takes multipart). */
export function couponForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'テスト用クーポン',
    description: 'ドリンク1杯無料',
    limitType: 1,
    remainingUsage: 100,
    displayNote: '会員様限定',
    noteBackground: 'navyBlue',
    title: 'お好きなドリンク1杯無料',
    content: 'レジでこの画面をご提示ください。',
    startDate: '2020-01-01',
    endDate: '2099-12-31',
    ...overrides,
  };
}
