import { and, eq } from 'drizzle-orm';
import { PAYMENT_INGEST_KEY_HEADER } from '@shared/constants';
import type { Duty } from '../platform/background/duties';
import type { Database } from '../platform/db/client';
import { services, users } from '../platform/db/schema';
import { DEMO_ACCOUNTS, DEMO_SERVICES } from './data';
import { demoIngestKey, demoPayment, demoShopsOf } from '../modules/payments';
import type { DemoShop } from '../modules/payments';

interface FeedTarget {
  subdomain: string;
  shops: DemoShop[];
}

/** A demo payment every this many milliseconds, on average. */
export const DEMO_FEED_INTERVAL_MS = 6000;

/** The duty's name: one feed per database, however many server processes serve it. */
export const DEMO_FEED_DUTY = 'demo.payment-feed';

/**
 * Plays the payment provider while the demo runs: every few seconds a new payment of a demo
 * shop is posted to the service's ingest endpoint with the demo's ingest key, so an open
 * dashboard shows it arrive. A duty, so that several processes on one database post one feed
 * between them, not one each. Its transaction id carries the run's number (counted across the
 * processes) and the posting process. A refused or failed post is only logged.
 */
export function demoPaymentFeedDuty(
  db: Database,
  apiUrl: string,
  options: { intervalMs?: number; log?: (message: string) => void } = {},
): Duty {
  const intervalMs = options.intervalMs ?? DEMO_FEED_INTERVAL_MS;
  let targets: Promise<FeedTarget[]> | null = null;
  return {
    name: DEMO_FEED_DUTY,
    intervalMs: () => intervalMs * (0.5 + Math.random()),
    async run({ number }) {
      targets ??= feedTargets(db).catch((error: unknown) => {
        targets = null;
        throw error;
      });
      const found = await targets;
      // The coffee chain is the busier one: three payments of it for each of the bakery's.
      const target = found[Math.random() < 0.75 ? 0 : found.length - 1] ?? found[0];
      if (!target) return;
      // The demo store's own shop takes a quarter of its chain's live payments, as a busy shop would.
      const busy = target.shops.find((candidate) => candidate.busy);
      const shop =
        busy && Math.random() < 0.25
          ? busy
          : (target.shops[Math.floor(Math.random() * target.shops.length)] as DemoShop);
      const transactionId = `LIVE-R${number}-P${process.pid}`;
      const payment = demoPayment(
        { subdomain: target.subdomain, customerIds: [], next: Math.random },
        shop,
        new Date(),
        transactionId,
        0,
      );
      try {
        const response = await fetch(`${apiUrl}/${target.subdomain}/payments/ingest`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [PAYMENT_INGEST_KEY_HEADER]: demoIngestKey(target.subdomain),
          },
          body: JSON.stringify({ payments: [payment] }),
        });
        if (!response.ok) options.log?.(`demo payment feed: ingest answered ${response.status}`);
      } catch (error) {
        options.log?.(`demo payment feed: ${String(error)}`);
      }
    },
  };
}

/** The demo services present in the database, with their shops. */
async function feedTargets(db: Database): Promise<FeedTarget[]> {
  const targets: FeedTarget[] = [];
  for (const { subdomain } of DEMO_SERVICES) {
    const [service] = await db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.subdomain, subdomain));
    if (!service) continue;
    const [storeUser] = await db
      .select({ shopId: users.shopId })
      .from(users)
      .where(and(eq(users.email, DEMO_ACCOUNTS.store), eq(users.serviceId, service.id)));
    const shops = await demoShopsOf(db, service.id, new Date(), storeUser?.shopId ?? null);
    if (shops.length > 0) targets.push({ subdomain, shops });
  }
  return targets;
}
