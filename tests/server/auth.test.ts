import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountResponseSchema, errorBodySchema, loginTokenResponseSchema } from '@shared/api';
import { ACCOUNT_STATUS, PASSWORD_MIN_LENGTH } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { hashPassword } from '../../src-server/platform/auth/password';
import { users } from '../../src-server/platform/db/schema';
import { DEFAULT_SETTINGS, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src-server/index';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';

const DAY_MS = 86_400_000;
const { windowMs, maxFailuresPerEmail, maxFailuresPerIp } = DEFAULT_SETTINGS.loginRateLimit;

describe.each(DATABASE_TARGETS)('authentication on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api?.close());

  const login = (email: string, password: string, remoteAddress?: string) =>
    api.request('POST', '/auth/login', {
      body: { email, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it.each(Object.values(DEMO_ACCOUNTS))('logs %s in with a 12-hour bearer token', async (email) => {
    const response = await login(email, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    const { data } = loginTokenResponseSchema.parse(response.body);
    expect(data.tokenType).toBe('Bearer');
    expect(data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expiresAt).toMatch(/\+09:00$/);
    const lifetime = new Date(data.expiresAt).getTime() - api.clock().getTime();
    expect(Math.abs(lifetime - DEFAULT_SETTINGS.tokenTtlMs)).toBeLessThan(1000);
  });

  it.each(Object.values(DEMO_ACCOUNTS))(
    'answers %s with the user GET /account answers (an extra of the reference server)',
    async (email) => {
      const { data } = loginTokenResponseSchema.parse((await login(email, DEMO_PASSWORD)).body);
      const account = await api.request('GET', '/account', { token: data.accessToken });
      expect(data.user).toEqual((account.body as { data: unknown }).data);
    },
  );

  it('accepts the e-mail address in any case and with spaces around it', async () => {
    expect((await login('  Client@Demo.Example ', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers a wrong password and an unknown address alike with 401', async () => {
    for (const [email, password] of [
      [DEMO_ACCOUNTS.client, 'wrong-password'],
      ['nobody@demo.example', DEMO_PASSWORD],
    ] as const) {
      const response = await login(email, password);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: ja.auth.invalidCredentials });
    }
  });

  it('refuses the 6th failed login of an address within a minute, even with the right password, until the window passes', async () => {
    const ip = '198.51.100.1';
    for (let attempt = 1; attempt <= maxFailuresPerEmail; attempt += 1) {
      expect((await login(DEMO_ACCOUNTS.store, 'wrong-password', ip)).status).toBe(401);
    }
    const sixth = await login(DEMO_ACCOUNTS.store, 'wrong-password', ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: ja.auth.tooManyAttempts });
    expect((await login(DEMO_ACCOUNTS.store, DEMO_PASSWORD, ip)).status).toBe(429);
    expect((await login(DEMO_ACCOUNTS.store, DEMO_PASSWORD, '198.51.100.2')).status).toBe(429);

    // Another address is not affected.
    expect((await login(DEMO_ACCOUNTS.group, DEMO_PASSWORD, ip)).status).toBe(200);

    api.clock.advance(windowMs + 1000);
    expect((await login(DEMO_ACCOUNTS.store, DEMO_PASSWORD, ip)).status).toBe(200);
  }, 120_000);

  // Over twenty scrypt checks one after another: give a busy shared machine time.
  it('limits failed logins per client address across e-mail addresses', async () => {
    const ip = '198.51.100.3';
    for (let attempt = 1; attempt <= maxFailuresPerIp; attempt += 1) {
      expect((await login(`spray${attempt}@demo.example`, 'guess', ip)).status).toBe(401);
    }
    expect((await login(DEMO_ACCOUNTS.sampleClient, DEMO_PASSWORD, ip)).status).toBe(429);
    expect((await login(DEMO_ACCOUNTS.sampleClient, DEMO_PASSWORD, '198.51.100.4')).status).toBe(200);
  }, 120_000);

  it('answers a paused account alike for the right and a wrong password, so it confirms no password', async () => {
    await api.db.insert(users).values({
      email: 'paused@demo.example',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      role: 2,
      nameSei: '停止',
      nameMei: '中',
      status: ACCOUNT_STATUS.PAUSE,
    });
    const right = await login('paused@demo.example', DEMO_PASSWORD, '198.51.100.5');
    const wrong = await login('paused@demo.example', 'wrong-password', '198.51.100.5');
    expect(right).toMatchObject({ status: 403, body: { message: ja.auth.accountPaused } });
    expect(wrong).toMatchObject({ status: right.status, body: right.body });
  });

  it('answers 401 with the session message for a missing, malformed or unknown token', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${'x'.repeat(43)}` },
    ];
    for (const headers of headerSets) {
      const response = await api.request('GET', '/account', { headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: ja.auth.sessionExpired });
    }
  });

  it('revokes the token on logout', async () => {
    const token = await api.login(DEMO_ACCOUNTS.client);
    expect((await api.request('GET', '/account', { token })).status).toBe(200);
    const logout = await api.request('POST', '/auth/logout', { token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: ja.server.loggedOut });
    const after = await api.request('GET', '/account', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: ja.auth.sessionExpired });
    expect((await api.request('POST', '/auth/logout', { token })).status).toBe(401);
  });

  it('accepts a logout that declares JSON but sends no body', async () => {
    const token = await api.login(DEMO_ACCOUNTS.client);
    const response = await api.request('POST', '/auth/logout', {
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
  });

  describe('change-pass', () => {
    const changePass = (token: string, body: object) =>
      api.request('POST', '/auth/change-pass', { token, body });
    const errorNames = (body: unknown) => errorBodySchema.parse(body).errors?.map((entry) => entry.name);

    it('requires a session', async () => {
      const response = await api.request('POST', '/auth/change-pass', {
        body: {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'NewPass-2026!',
          confirmPassword: 'NewPass-2026!',
        },
      });
      expect(response.status).toBe(401);
    });

    it('reports a wrong current password on currentPassword', async () => {
      const token = await api.login(DEMO_ACCOUNTS.group);
      const response = await changePass(token, {
        currentPassword: 'not-my-password',
        newPassword: 'NewPass-2026!',
        confirmPassword: 'NewPass-2026!',
      });
      expect(response.status).toBe(422);
      expect(errorBodySchema.parse(response.body)).toEqual({
        message: ja.errors.validationFailed,
        errors: [{ name: 'currentPassword', message: ja.auth.currentPasswordWrong }],
      });
    });

    it('applies the console password rules to the new password and its confirmation', async () => {
      const token = await api.login(DEMO_ACCOUNTS.group);
      const cases = [
        {
          newPassword: 'NewPass-2026!',
          confirmPassword: 'NewPass-2027!',
          errors: [
            {
              name: 'confirmPassword',
              message: fieldMessage(ja.fields.confirmPassword, ja.validation.matchNewPassword),
            },
          ],
        },
        {
          newPassword: 'ab1!',
          confirmPassword: 'ab1!',
          errors: [
            {
              name: 'newPassword',
              message: fieldMessage(ja.fields.newPassword, ja.validation.minLength, {
                min: PASSWORD_MIN_LENGTH,
              }),
            },
          ],
        },
        {
          newPassword: 'NoSymbol2026',
          confirmPassword: 'NoSymbol2026',
          errors: [
            { name: 'newPassword', message: fieldMessage(ja.fields.newPassword, ja.validation.password) },
          ],
        },
      ];
      for (const { errors, ...passwords } of cases) {
        const response = await changePass(token, { currentPassword: DEMO_PASSWORD, ...passwords });
        expect(response.status).toBe(422);
        expect(errorBodySchema.parse(response.body).errors).toEqual(errors);
      }
    });

    it('refuses the current password as the new one with the catalogue message', async () => {
      const token = await api.login(DEMO_ACCOUNTS.group);
      const response = await changePass(token, {
        currentPassword: DEMO_PASSWORD,
        newPassword: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      });
      expect(response.status).toBe(422);
      expect(errorBodySchema.parse(response.body).errors).toEqual([
        { name: 'newPassword', message: ja.auth.sameAsCurrentPassword },
      ]);
      expect((await login(DEMO_ACCOUNTS.group, DEMO_PASSWORD)).status).toBe(200);
    });

    it('reports every problem at once', async () => {
      const token = await api.login(DEMO_ACCOUNTS.group);
      const response = await changePass(token, {
        currentPassword: 'not-my-password',
        newPassword: 'short',
        confirmPassword: 'other',
      });
      expect(errorNames(response.body)).toEqual(['currentPassword', 'newPassword', 'confirmPassword']);
    });

    it('reports missing fields with Japanese name/message pairs', async () => {
      const token = await api.login(DEMO_ACCOUNTS.group);
      const response = await changePass(token, { currentPassword: DEMO_PASSWORD });
      expect(response.status).toBe(422);
      expect(errorBodySchema.parse(response.body).errors).toEqual([
        { name: 'newPassword', message: ja.fields.newPassword + ja.validation.required },
        { name: 'confirmPassword', message: ja.fields.confirmPassword + ja.validation.required },
      ]);
    });

    it('changes the password, moves the expiry 90 days ahead and ends the other sessions', async () => {
      // A day after seeding, so the new expiry is told apart from the seeded one.
      api.clock.advance(DAY_MS);
      const otherSession = await api.login(DEMO_ACCOUNTS.group);
      const token = await api.login(DEMO_ACCOUNTS.group);
      const newPassword = 'Fresh-Pass-2026?';
      const response = await changePass(token, {
        currentPassword: DEMO_PASSWORD,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: ja.auth.passwordChanged });

      const account = accountResponseSchema.parse(
        (await api.request('GET', '/account', { token })).body,
      ).data;
      const expiry = new Date(account.passwordExpiredAt ?? '').getTime();
      expect(Math.abs(expiry - (api.clock().getTime() + 90 * DAY_MS))).toBeLessThan(1000);

      expect((await api.request('GET', '/account', { token: otherSession })).status).toBe(401);
      expect((await login(DEMO_ACCOUNTS.group, DEMO_PASSWORD)).status).toBe(401);
      expect((await login(DEMO_ACCOUNTS.group, newPassword)).status).toBe(200);
    });
  });

  it('expires a token after its lifetime', async () => {
    const token = await api.login(DEMO_ACCOUNTS.master);
    api.clock.advance(DEFAULT_SETTINGS.tokenTtlMs - 60_000);
    expect((await api.request('GET', '/account', { token })).status).toBe(200);
    api.clock.advance(120_000);
    const expired = await api.request('GET', '/account', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: ja.auth.sessionExpired });
  });
});
