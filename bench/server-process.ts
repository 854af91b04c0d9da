/**
 * The reference server in a process of its own for `npm run bench` (bench/server.ts starts it),
 * so the memory it reports is the server's alone. Its database: BENCH_SERVER_DATABASE_URL
 * (PostgreSQL) or a PGlite folder BENCH_SERVER_DATA_DIR. It samples its own memory and talks to
 * the bench over the IPC channel (see ServerMessage and BenchRequest).
 */
import { API_BASE_PATH, ROLE_CLIENT } from '@shared/constants';
import { hashPassword } from '../src-server/platform/auth/password';
import { buildApp } from '../src-server/app';
import { openDatabase } from '../src-server/platform/db/client';
import { users } from '../src-server/platform/db/schema';
import { seedReferenceData } from '../src-server/demo/reference-data';
import { DEFAULT_SETTINGS } from '../src-server/platform/settings';
import { createBenchService } from './data';
import { MemoryPeak } from './memory';
import type { BenchRequest, ServerMessage } from './server';

const send = (message: ServerMessage) => process.send?.(message);

async function main(): Promise<void> {
  const url = process.env.BENCH_SERVER_DATABASE_URL;
  const handle = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: process.env.BENCH_SERVER_DATA_DIR ?? '' },
  );
  await seedReferenceData(handle.db);
  const app = await buildApp({
    db: handle.db,
    // 50 logins in flight from one address are refused by design (the in-flight attempts
    // count, issue 18): the bench measures logging in, not the limiter, so the limits are lifted.
    settings: {
      loginRateLimit: { ...DEFAULT_SETTINGS.loginRateLimit, maxFailuresPerEmail: 1e9, maxFailuresPerIp: 1e9 },
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let peak = new MemoryPeak();
  peak.start();

  process.on('message', (request: BenchRequest) => {
    void (async () => {
      if (request.type === 'peak') {
        peak.stop();
        send({ type: 'peak', rss: peak.rss, heapUsed: peak.heapUsed });
        peak = new MemoryPeak();
        peak.start();
      } else if (request.type === 'seed-accounts') {
        const service = await createBenchService(handle.db, request.shops);
        const passwordHash = await hashPassword(request.password);
        const emails = Array.from(
          { length: request.accounts },
          (_, index) => `api-${index}-${service.serviceId}@bench.example`,
        );
        await handle.db.insert(users).values(
          emails.map((email) => ({
            email,
            passwordHash,
            role: ROLE_CLIENT,
            nameSei: '計測',
            nameMei: '花子',
            serviceId: service.serviceId,
          })),
        );
        send({ type: 'seeded', subdomain: service.subdomain, emails });
      } else if (request.type === 'close') {
        peak.stop();
        await app.close();
        await handle.close();
        process.exit(0);
      }
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
  send({ type: 'ready', url: `${address}${API_BASE_PATH}` });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
