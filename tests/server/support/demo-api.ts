import { afterAll, beforeAll } from 'vitest';
import { loginDemoAccounts } from './accounts';
import type { DemoTokens } from './accounts';
import type { DatabaseTarget } from './databases';
import { startTestApi } from './harness';
import type { TestApi } from './harness';

export interface DemoApiOptions extends NonNullable<Parameters<typeof startTestApi>[1]> {
  /** Log the demo accounts in (default); false for a file that logs in itself. */
  login?: boolean;
  /** How long the set-up may take, when the demo data takes longer than the hook timeout. */
  setupTimeout?: number;
}

/**
 * The set-up of a server test file: before its tests, the app on a fresh demo database of
 * `target` with the demo accounts logged in; after them, closed. `api` and `tokens` stand for
 * what the set-up made, so a file destructures them once (`const { api, tokens } = demoApi(target)`)
 * and uses them in its tests, hooks and helpers; read before the set-up ran, they throw.
 */
export function demoApi(
  target: DatabaseTarget,
  { login = true, setupTimeout, ...options }: DemoApiOptions = {},
): { api: TestApi; tokens: DemoTokens } {
  let started: { api: TestApi; tokens: DemoTokens } | null = null;
  beforeAll(async () => {
    const api = await startTestApi(target, options);
    started = { api, tokens: login ? await loginDemoAccounts(api) : noTokens() };
  }, setupTimeout);
  afterAll(() => started?.api.close());
  const current = () => {
    if (!started)
      throw new Error('the demo API is read before its set-up ran (use it inside a test or hook)');
    return started;
  };
  return { api: standIn(() => current().api), tokens: standIn(() => current().tokens) };
}

function noTokens(): DemoTokens {
  return new Proxy({} as DemoTokens, {
    get(_, account) {
      throw new Error(`demo account ${String(account)} is not logged in (demoApi with login: false)`);
    },
  });
}

/** An object that forwards every read to what `current()` answers at the time. */
function standIn<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
