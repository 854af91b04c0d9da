import { and, eq } from 'drizzle-orm';
import { PAYMENT_INGEST_KEY_HEADER } from '@shared/constants';
import type { Database } from '../platform/db/client';
import { services, users } from '../platform/db/schema';
import { DEMO_ACCOUNTS, DEMO_SERVICES } from './data';
import { demoIngestKey, demoPayment, demoShopsOf } from '../modules/payments';
import type { DemoShop } from '../modules/payments';

export interface PaymentFeed {
  stop(): void;
}

interface FeedTarget {
  subdomain: string;
  shops: DemoShop[];
}

/** A demo payment every this many milliseconds, on average. */
export const DEMO_FEED_INTERVAL_MS = 6000;

/**
 * Plays the payment provider while the demo runs: every few seconds a new payment of a demo
 * shop is posted to the service's ingest endpoint with the demo's ingest key, so an open
 * dashboard shows it arrive. A refused or failed post is only logged.
 */
export async function startDemoPaymentFeed(
  db: Database,
  apiUrl: string,
  options: { intervalMs?: number; log?: (message: string) => void } = {},
): Promise<PaymentFeed> {
  const intervalMs = options.intervalMs ?? DEMO_FEED_INTERVAL_MS;
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
  let timer: NodeJS.Timeout | undefined;
  let stopped = targets.length === 0;
  let sequence = 0;

  const post = async () => {
    // The coffee chain is the busier one: three payments of it for each of the bakery's.
    const target = targets[Math.random() < 0.75 ? 0 : targets.length - 1] ?? targets[0];
    if (!target) return;
    // The demo store's own shop takes a quarter of its chain's live payments, as a busy shop would.
    const busy = target.shops.find((candidate) => candidate.busy);
    const shop =
      busy && Math.random() < 0.25
        ? busy
        : (target.shops[Math.floor(Math.random() * target.shops.length)] as DemoShop);
    sequence += 1;
    const now = new Date();
    const transactionId = `LIVE-${now.getTime().toString(36).toUpperCase()}-${sequence}`;
    const payment = demoPayment(
      { subdomain: target.subdomain, customerIds: [], next: Math.random },
      shop,
      now,
      transactionId,
      0,
    );
    const response = await fetch(`${apiUrl}/${target.subdomain}/payments/ingest`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PAYMENT_INGEST_KEY_HEADER]: demoIngestKey(target.subdomain),
      },
      body: JSON.stringify({ payments: [payment] }),
    });
    if (!response.ok) options.log?.(`demo payment feed: ingest answered ${response.status}`);
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        post()
          .catch((error: unknown) => options.log?.(`demo payment feed: ${String(error)}`))
          .finally(schedule);
      },
      intervalMs * (0.5 + Math.random()),
    );
    timer.unref();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
