import type { FastifyInstance } from 'fastify';
import { loginTokenResponseSchema } from '@shared/api';
import { API_BASE_PATH } from '@shared/constants';
import { buildApp, DEMO_PASSWORD, seedDemoData } from '../../../src-server/index';
import type { AppOptions, Database, ServerSettings } from '../../../src-server/index';
import type { DatabaseTarget } from './databases';

/** A clock the test moves by hand. */
export interface TestClock {
  (): Date;
  advance(ms: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let now = start.getTime();
  return Object.assign(() => new Date(now), { advance: (ms: number) => void (now += ms) });
}

export interface ApiResponse {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

export interface RequestOptions {
  token?: string;
  /** An object is sent as JSON; a string is sent as it is (set content-type yourself). */
  body?: unknown;
  headers?: Record<string, string>;
  /** The client address the server sees (default 127.0.0.1). */
  remoteAddress?: string;
}

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResponse>;
  /** Logs in and returns the bearer token; throws when the login fails. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The app on a fresh database of the target, with the demo data loaded. */
export async function startTestApi(
  target: DatabaseTarget,
  options: {
    settings?: Partial<ServerSettings>;
    jobs?: AppOptions['jobs'];
    pushes?: AppOptions['pushes'];
    onRoute?: AppOptions['onRoute'];
    /** Runs on the empty, migrated database before the demo data is loaded. */
    beforeSeed?: (db: Database) => Promise<void>;
    /** Seed the demo's payments too (they take seconds on PGlite; only the payment areas read them). */
    demoPayments?: boolean;
  } = {},
): Promise<TestApi> {
  const payments = options.demoPayments ?? false;
  // A copy of the run's seeded demo database starts its clock where that seed's clock stood.
  const seeded = options.beforeSeed
    ? null
    : await target.createSeeded(payments ? 'payments' : 'plain', new Date());
  const clock = createTestClock(seeded?.seededAt);
  let handle = seeded?.handle;
  if (!handle) {
    handle = await target.create();
    await options.beforeSeed?.(handle.db);
    await seedDemoData(handle.db, { now: clock(), payments });
  }
  const app = await buildApp({
    db: handle.db,
    clock,
    settings: options.settings,
    jobs: options.jobs,
    pushes: options.pushes,
    onRoute: options.onRoute,
  });

  const request: TestApi['request'] = async (
    method,
    path,
    { token, body, headers = {}, remoteAddress } = {},
  ) => {
    const response = await app.inject({
      method,
      url: `${API_BASE_PATH}${path}`,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as string | object }),
    });
    const text = response.body;
    return {
      status: response.statusCode,
      body: text ? JSON.parse(text) : undefined,
      headers: response.headers,
    };
  };

  return {
    app,
    db: handle.db,
    clock,
    request,
    async login(email, password = DEMO_PASSWORD) {
      const response = await request('POST', '/auth/login', { body: { email, password } });
      if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`);
      return loginTokenResponseSchema.parse(response.body).data.accessToken;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
