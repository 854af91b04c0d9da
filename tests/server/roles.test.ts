import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportStatusResponseSchema } from '@shared/api';
import { API_BASE_PATH, EXPORT_STATUS, SHOP_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import { buildApp, DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../../src-server/index';
import type { AppOptions, DatabaseHandle } from '../../src-server/index';
import { rawRows } from '../../src-server/platform/db/raw-select';
import { DATABASE_TARGETS } from './support/databases';
import { eventually } from './support/jobs';

async function get(app: FastifyInstance, path: string, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url: `${API_BASE_PATH}${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as unknown) : null };
}

/**
 * Issue 31, item 3: a process serves the API, runs the workers, or both; /health says which and
 * whether the database answers (readiness), /health/live only that the process runs.
 */
describe.each(DATABASE_TARGETS)('server roles on $name', (target) => {
  let handle: DatabaseHandle;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const seeded = await target.createSeeded('plain', new Date());
    handle = seeded?.handle ?? (await target.create());
    if (!seeded) await seedDemoData(handle.db, { payments: false });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await handle?.close();
  });

  async function start(options: Partial<AppOptions>): Promise<FastifyInstance> {
    const app = await buildApp({ db: handle.db, ...options });
    apps.push(app);
    await app.ready();
    return app;
  }

  it('an api process answers the API and runs no background work; a worker process does that work', async () => {
    const api = await start({ role: 'api' });
    expect(await get(api, '/health')).toEqual({
      status: 200,
      body: { status: 'ok', role: 'api', database: 'reachable' },
    });
    expect(api.hasDecorator('pushWorker')).toBe(false);
    expect(api.hasDecorator('duties')).toBe(false);

    const login = await api.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/auth/login`,
      payload: { email: DEMO_ACCOUNTS.client, password: DEMO_PASSWORD },
    });
    const token = (JSON.parse(login.body) as { data: { accessToken: string } }).data.accessToken;
    const requested = await get(api, '/demo/exports/0001', token);
    expect(requested.status).toBe(202);
    const id = (requested.body as { data: { id: string } }).data.id;
    expect(
      exportStatusResponseSchema.parse((await get(api, `/export/status/${id}`, token)).body).data,
    ).toMatchObject({
      status: EXPORT_STATUS.WAITING,
      processing: 'queued',
    });

    const worker = await start({ role: 'worker', jobs: { settings: { pollIntervalMs: 20 } } });
    expect(await get(worker, '/health')).toEqual({
      status: 200,
      body: { status: 'ok', role: 'worker', database: 'reachable' },
    });
    // A worker process answers no API request.
    expect((await get(worker, '/services', token)).status).toBe(404);
    expect(worker.hasDecorator('pushWorker')).toBe(true);
    const done = await eventually(async () => {
      const status = exportStatusResponseSchema.parse(
        (await get(api, `/export/status/${id}`, token)).body,
      ).data;
      return status.status === EXPORT_STATUS.WAITING ? undefined : status;
    });
    expect(done.status).toBe(EXPORT_STATUS.SUCCESS);
  });

  it("an api process writes each change's audit line, as a process of both roles does", async () => {
    const api = await start({ role: 'api' });
    const login = await api.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/auth/login`,
      payload: { email: DEMO_ACCOUNTS.client, password: DEMO_PASSWORD },
    });
    const token = (JSON.parse(login.body) as { data: { accessToken: string } }).data.accessToken;
    const [shop] = await rawRows<{ id: number; status: number }>(
      handle.db,
      sql`select id, status from shops where service_id = (select id from services where subdomain = 'demo')
           and status <> ${SHOP_STATUS.PAUSED} order by id limit 1`,
    );
    const [before] = await rawRows<{ last: string }>(
      handle.db,
      sql`select coalesce(max(id), 0)::text as last from audit_lines`,
    );
    const paused = await api.inject({
      method: 'PUT',
      url: `${API_BASE_PATH}/demo/stores/update-status/${shop!.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: SHOP_STATUS.PAUSED },
    });
    expect(paused.statusCode).toBe(200);
    const lines = await rawRows<{ entity: string; action: string; entity_id: string; changes: unknown }>(
      handle.db,
      sql`select entity, action, entity_id, changes from audit_lines
           where id > ${before!.last}::bigint and action <> 'login' order by id`,
    );
    expect(lines).toEqual([
      expect.objectContaining({ entity: 'store', action: 'status', entity_id: String(shop!.id) }),
    ]);
    expect(lines[0]!.changes).toEqual([
      expect.objectContaining({ c: { status: [shop!.status, SHOP_STATUS.PAUSED] } }),
    ]);
  });

  it('says the database is unreachable (503) while live still answers 200', async () => {
    // A database of its own to take away: a copy of the seeded one where there is one (quicker to make).
    const own = (await target.createSeeded('plain', new Date()))?.handle ?? (await target.create());
    const app = await buildApp({
      db: own.db,
      role: 'both',
      jobs: { worker: false },
      pushes: { worker: false },
      duties: { runner: false },
    });
    try {
      await own.close();
      expect(await get(app, '/health')).toEqual({
        status: 503,
        body: {
          message: ja.errors.serverError,
          status: 'unavailable',
          role: 'both',
          database: 'unreachable',
        },
      });
      expect(await get(app, '/health/live')).toEqual({ status: 200, body: { status: 'ok', role: 'both' } });
    } finally {
      await app.close();
    }
  });
});
