import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@shared/messages';
import { DEFAULT_SETTINGS, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src-server/index';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { ApiResponse, TestApi } from './support/harness';

// Lower limits than the defaults: the same code, with fewer scrypt checks to wait for.
const LIMITS = {
  windowMs: DEFAULT_SETTINGS.loginRateLimit.windowMs,
  maxFailuresPerEmail: 3,
  maxFailuresPerIp: 6,
};
const { windowMs, maxFailuresPerEmail, maxFailuresPerIp } = LIMITS;
const BURST = 100;

/** Item 1 of issue 18: the login rate limit holds under concurrency. */
describe.each(DATABASE_TARGETS)('login rate limit under concurrency on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { jobs: { worker: false }, settings: { loginRateLimit: LIMITS } });
  });
  afterAll(() => api?.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    api.request('POST', '/auth/login', { body: { email, password }, remoteAddress });
  const statusesOf = (responses: ApiResponse[]) => responses.map((response) => response.status);
  const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

  it(`lets only ${maxFailuresPerEmail} of ${BURST} concurrent wrong passwords for one account be checked, and keeps the lock-out after a right one`, async () => {
    const email = DEMO_ACCOUNTS.store;
    // Every attempt from its own address, so only the e-mail address's limit applies.
    const burst = Array.from({ length: BURST }, (_, index) =>
      login(email, `wrong-password-${index}`, `203.0.113.${index + 1}`),
    );
    const right = login(email, DEMO_PASSWORD, '198.51.100.200');
    const statuses = statusesOf(await Promise.all(burst));
    const rightStatus = (await right).status;

    // At most the limit's worth of passwords was checked, the right one included if it got in.
    expect(count(statuses, 401) + (rightStatus === 200 ? 1 : 0)).toBe(maxFailuresPerEmail);
    expect(count(statuses, 429)).toBe(BURST - count(statuses, 401));
    expect([200, 429]).toContain(rightStatus);

    const after = await login(email, DEMO_PASSWORD, '198.51.100.201');
    expect(after).toMatchObject({ status: 429, body: { message: ja.auth.tooManyAttempts } });

    api.clock.advance(windowMs + 1000);
    expect((await login(email, DEMO_PASSWORD, '198.51.100.202')).status).toBe(200);
  });

  it(`lets only ${maxFailuresPerIp} of ${BURST} concurrent logins from one address through, across e-mail addresses`, async () => {
    const ip = '192.0.2.77';
    const burst = Array.from({ length: BURST }, (_, index) =>
      login(`spray${index}@demo.example`, 'guess', ip),
    );
    const right = login(DEMO_ACCOUNTS.sampleClient, DEMO_PASSWORD, ip);
    const statuses = statusesOf(await Promise.all(burst));
    const rightStatus = (await right).status;

    expect(count(statuses, 401) + (rightStatus === 200 ? 1 : 0)).toBe(maxFailuresPerIp);
    expect(count(statuses, 429)).toBe(BURST - count(statuses, 401));
    expect((await login(DEMO_ACCOUNTS.sampleClient, DEMO_PASSWORD, ip)).status).toBe(429);
    expect((await login(DEMO_ACCOUNTS.sampleClient, DEMO_PASSWORD, '192.0.2.78')).status).toBe(200);
  });

  it('keeps the failures before a successful login: a success gives back only its own attempt', async () => {
    const email = DEMO_ACCOUNTS.group;
    const ip = '198.51.100.150';
    for (let attempt = 1; attempt < maxFailuresPerEmail; attempt += 1) {
      expect((await login(email, 'wrong-password', ip)).status).toBe(401);
    }
    expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(200);
    // The failures before the success still count: one more uses up the window.
    expect((await login(email, 'wrong-password', ip)).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(429);
  });

  it('never limits an account that only logs in successfully', async () => {
    const ip = '198.51.100.160';
    for (let attempt = 0; attempt < maxFailuresPerIp + 1; attempt += 1) {
      expect((await login(DEMO_ACCOUNTS.client, DEMO_PASSWORD, ip)).status).toBe(200);
    }
  });
});
