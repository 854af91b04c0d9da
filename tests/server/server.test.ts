import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accountResponseSchema, loginTokenResponseSchema, serviceListResponseSchema } from '@shared/api';
import { REFERENCE_SERVER_PORT } from '@shared/constants';
import { loadOrCreateKeyFile, readCliOptions } from '../../src-server/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startServer } from '../../src-server/index';
import type { RunningServer } from '../../src-server/index';

async function loginOver(server: RunningServer, email: string): Promise<string> {
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return loginTokenResponseSchema.parse(await response.json()).data.accessToken;
}

async function getOver(server: RunningServer, path: string, token: string): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.json();
}

describe('startServer', () => {
  const tempDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('serves the demo data over real HTTP on a free port, with links to itself', async () => {
    const server = await startServer({ port: 0, database: { kind: 'pglite' }, demo: true });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
      const token = await loginOver(server, DEMO_ACCOUNTS.client);
      const account = accountResponseSchema.parse(
        await getOver(server, '/account?subdomain=demo&_=1', token),
      );
      expect(account.data.service?.subdomain).toBe('demo');
      const list = serviceListResponseSchema.parse(await getOver(server, '/services', token));
      expect(list.links.first).toBe(`${server.url}/services?page=1`);
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/account`)).rejects.toThrow();
  }, 120_000);

  // Real start-ups (migrations and demo data on PGlite) take tens of seconds on a busy 2-core machine.
  it('keeps PGlite data in its folder and does not load the demo data twice', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'console-server-'));
    tempDirs.push(dataDir);
    const start = () => startServer({ port: 0, database: { kind: 'pglite', dataDir }, demo: true });

    const first = await start();
    const firstToken = await loginOver(first, DEMO_ACCOUNTS.master);
    const before = serviceListResponseSchema.parse(await getOver(first, '/services', firstToken));
    await first.close();

    const second = await start();
    try {
      // The token was stored in the first run and still works after the restart.
      const after = serviceListResponseSchema.parse(await getOver(second, '/services', firstToken));
      expect(after.meta.total).toBe(2);
      expect(after.data).toEqual(before.data);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('readCliOptions', () => {
  it('defaults to PGlite in ./.data, the reference port and loopback', () => {
    const options = readCliOptions({}, []);
    expect(options).toMatchObject({ port: REFERENCE_SERVER_PORT, host: '127.0.0.1', demo: false });
    expect(options.database).toEqual({ kind: 'pglite', dataDir: join(process.cwd(), '.data', 'pglite') });
  });

  it('reads PORT, HOST, DATA_DIR, DATABASE_URL and --demo', () => {
    expect(
      readCliOptions({ PORT: '0', HOST: '0.0.0.0', DATA_DIR: '/srv/console' }, ['--demo']),
    ).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      demo: true,
      database: { kind: 'pglite', dataDir: '/srv/console/pglite' },
    });
    expect(readCliOptions({ DATABASE_URL: 'postgres://db/console' }, []).database).toEqual({
      kind: 'postgres',
      url: 'postgres://db/console',
    });
  });

  it('keeps the demo payment feed on unless DEMO_PAYMENT_FEED is 0', () => {
    expect(readCliOptions({}, ['--demo']).demoPaymentFeed).toBe(true);
    expect(readCliOptions({ DEMO_PAYMENT_FEED: '0' }, ['--demo']).demoPaymentFeed).toBe(false);
  });

  it('records pushes in the database unless the FCM_* variables are set together', () => {
    expect(readCliOptions({}, []).pushes?.sender).toBeUndefined();
    const fcm = { FCM_PROJECT_ID: 'console-prod', FCM_CLIENT_EMAIL: 'push@console-prod.iam.example' };
    const sender = readCliOptions({ ...fcm, FCM_PRIVATE_KEY: 'PEM' }, []).pushes?.sender;
    expect(sender?.name).toBe('fcm');
    expect(sender?.needsTargets).toBe(true);
    expect(() => readCliOptions(fcm, [])).toThrow(/FCM_PRIVATE_KEY/);
  });

  it('takes the two-step sign-in key from SECOND_FACTOR_KEY, else keeps one in the data folder', async () => {
    const hex = 'ab'.repeat(32);
    expect(readCliOptions({ SECOND_FACTOR_KEY: hex }, []).settings?.secondFactorKey).toEqual(
      Buffer.from(hex, 'hex'),
    );
    expect(() => readCliOptions({ SECOND_FACTOR_KEY: 'short' }, [])).toThrow(/SECOND_FACTOR_KEY/);
    expect(readCliOptions({ DATA_DIR: '/srv/console' }, []).secondFactorKeyFile).toBe(
      '/srv/console/second-factor.key',
    );

    const file = join(await mkdtemp(join(tmpdir(), 'second-factor-key-')), 'nested', 'second-factor.key');
    const made = await loadOrCreateKeyFile(file);
    expect(made).toHaveLength(32);
    expect(await loadOrCreateKeyFile(file)).toEqual(made);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('reads the role from --role or SERVER_ROLE, both by default, and refuses an unknown one', () => {
    expect(readCliOptions({}, []).role).toBe('both');
    expect(readCliOptions({ SERVER_ROLE: 'api' }, []).role).toBe('api');
    expect(readCliOptions({ SERVER_ROLE: 'api' }, ['--role', 'worker']).role).toBe('worker');
    expect(readCliOptions({}, ['--role=api']).role).toBe('api');
    expect(() => readCliOptions({ SERVER_ROLE: 'workers' }, [])).toThrow(/SERVER_ROLE/);
  });

  it('gives every worker and duty the lease of WORKER_LEASE_MS and WORKER_HEARTBEAT_MS', () => {
    const options = readCliOptions({ WORKER_LEASE_MS: '8000', WORKER_HEARTBEAT_MS: '2000' }, []);
    for (const settings of [options.jobs?.settings, options.pushes?.settings, options.duties?.settings])
      expect(settings).toMatchObject({ leaseMs: 8000, heartbeatMs: 2000 });
    // A heartbeat derived from a short lease still fits in it several times.
    expect(readCliOptions({ WORKER_LEASE_MS: '1000' }, []).jobs?.settings).toEqual({
      leaseMs: 1000,
      heartbeatMs: 250,
    });
    expect(() => readCliOptions({ WORKER_LEASE_MS: '1000', WORKER_HEARTBEAT_MS: '900' }, [])).toThrow(/half/);
    expect(() => readCliOptions({ WORKER_LEASE_MS: 'soon' }, [])).toThrow(/WORKER_LEASE_MS/);
  });

  it('reads the pool size, the push batch and the demo feed pace', () => {
    const options = readCliOptions(
      {
        DATABASE_URL: 'postgres://db/console',
        DATABASE_POOL_SIZE: '4',
        PUSH_BATCH_SIZE: '500',
        DEMO_PAYMENT_FEED_MS: '300',
      },
      ['--demo'],
    );
    expect(options.database).toEqual({ kind: 'postgres', url: 'postgres://db/console', poolSize: 4 });
    expect(options.pushes?.settings?.batchSize).toBe(500);
    expect(options.demoPaymentFeedIntervalMs).toBe(300);
    expect(() => readCliOptions({ DATABASE_POOL_SIZE: '0' }, [])).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('rejects a port that is not one', () => {
    expect(() => readCliOptions({ PORT: 'http' }, [])).toThrow(/PORT/);
    expect(() => readCliOptions({ PORT: '70000' }, [])).toThrow(/PORT/);
  });
});
