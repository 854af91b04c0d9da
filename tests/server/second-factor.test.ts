import { sql } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginResponseSchema,
  recoveryCodesResponseSchema,
  secondFactorEnrolmentResponseSchema,
  secondFactorLoginResponseSchema,
  secondFactorStatusResponseSchema,
} from '@shared/api';
import { ja } from '@shared/messages';
import { normalizedRecoveryCode } from '../../src-server/modules/auth/second-factor/recovery-codes';
import { secondFactorKeys } from '../../src-server/modules/auth/second-factor/secret-box';
import { matchingStep, totpCode } from '../../src-server/modules/auth/second-factor/totp';
import { rawRows } from '../../src-server/platform/db/raw-select';
import { DEMO_PASSWORD } from '../../src-server/index';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';

/** RFC 6238 Appendix B: the seeds of each algorithm and the eight-digit codes at each time. */
const RFC_SEEDS = {
  SHA1: '12345678901234567890',
  SHA256: '12345678901234567890123456789012',
  SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
} as const;
const RFC_VECTORS: [number, string, keyof typeof RFC_SEEDS][] = [
  [59, '94287082', 'SHA1'],
  [59, '46119246', 'SHA256'],
  [59, '90693936', 'SHA512'],
  [1111111109, '07081804', 'SHA1'],
  [1111111109, '68084774', 'SHA256'],
  [1111111109, '25091201', 'SHA512'],
  [1111111111, '14050471', 'SHA1'],
  [1111111111, '67062674', 'SHA256'],
  [1111111111, '99943326', 'SHA512'],
  [1234567890, '89005924', 'SHA1'],
  [1234567890, '91819424', 'SHA256'],
  [1234567890, '93441116', 'SHA512'],
  [2000000000, '69279037', 'SHA1'],
  [2000000000, '90698825', 'SHA256'],
  [2000000000, '38618901', 'SHA512'],
  [20000000000, '65353130', 'SHA1'],
  [20000000000, '77737706', 'SHA256'],
  [20000000000, '47863826', 'SHA512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s the code is %s (%s)', (seconds, code, algorithm) => {
    const secret = Secret.fromLatin1(RFC_SEEDS[algorithm]);
    expect(totpCode(secret, new Date(seconds * 1000), { algorithm, digits: 8 })).toBe(code);
  });

  it('takes a code for its own time step and one either side, no further', () => {
    const secret = Secret.fromLatin1(RFC_SEEDS.SHA1);
    const at = new Date(1_111_111_111_000);
    const now = totpCode(secret, at);
    expect(matchingStep(secret.base32, now, at)).toBe(Math.floor(1_111_111_111 / 30));
    expect(matchingStep(secret.base32, totpCode(secret, new Date(at.getTime() - 30_000)), at)).not.toBeNull();
    expect(matchingStep(secret.base32, totpCode(secret, new Date(at.getTime() - 90_000)), at)).toBeNull();
    expect(matchingStep(secret.base32, '12345', at)).toBeNull();
  });

  it('seals a secret for one account only, and reads back what it sealed', () => {
    const keys = secondFactorKeys(Buffer.alloc(32, 7));
    const sealed = keys.seal('JBSWY3DPEHPK3PXP', 5);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(keys.open(sealed, 5)).toBe('JBSWY3DPEHPK3PXP');
    expect(keys.open(sealed, 6)).toBeNull();
    expect(secondFactorKeys(Buffer.alloc(32, 8)).open(sealed, 5)).toBeNull();
  });

  it('reads a recovery code as typed: full width, upper case, without hyphens', () => {
    expect(normalizedRecoveryCode('ＡＢＣＤ ｅｆｇｈ-jkmn')).toBe('abcd-efgh-jkmn');
    expect(normalizedRecoveryCode('abcd-efgh-jkm0')).toBeNull();
  });
});

describe.each(DATABASE_TARGETS)('two-step sign-in on $name', (target) => {
  let api: TestApi;
  const STORE = 'store@demo.example';

  beforeAll(async () => {
    api = await startTestApi(target, { jobs: { worker: false } });
  });
  afterAll(() => api?.close());

  const codeAt = (secret: string, offsetSteps = 0) =>
    totpCode(Secret.fromBase32(secret), new Date(api.clock().getTime() + offsetSteps * 30_000));

  async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await api.request('POST', '/account/second-factor/setup', { token });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const { secret, otpauthUri } = secondFactorEnrolmentResponseSchema.parse(setup.body).data;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const wrong = await api.request('POST', '/account/second-factor', { token, body: { code: '000000' } });
    expect(wrong.status).toBe(422);
    const enabled = await api.request('POST', '/account/second-factor', { token, body: { code: codeAt(secret) } });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    const { recoveryCodes } = recoveryCodesResponseSchema.parse(enabled.body).data;
    expect(recoveryCodes).toHaveLength(10);
    api.clock.advance(30_000);
    return { secret, recoveryCodes };
  }

  async function passwordStep(email: string) {
    const response = await api.request('POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } });
    expect(response.status).toBe(200);
    return loginResponseSchema.parse(response.body).data;
  }

  const secondStep = (challengeToken: string, body: { code?: string; recoveryCode?: string }) =>
    api.request('POST', '/auth/login/second-factor', { body: { challengeToken, ...body } });

  it('asks an enrolled account for its code, takes each code once, and each recovery code once', async () => {
    const token = await api.login(STORE);
    const { secret, recoveryCodes } = await enrol(token);
    const status = secondFactorStatusResponseSchema.parse(
      (await api.request('GET', '/account/second-factor', { token })).body,
    ).data;
    expect(status).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // The sealed secret is not the secret.
    const [stored] = await rawRows<{ secret_sealed: string }>(api.db, sql`select secret_sealed from user_second_factors`);
    expect(stored!.secret_sealed).not.toContain(secret);

    const first = await passwordStep(STORE);
    expect(first).toMatchObject({ secondFactor: 'code' });
    expect('accessToken' in first).toBe(false);
    const challenge = 'challengeToken' in first ? first.challengeToken : '';
    const wrong = await secondStep(challenge, { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: ja.secondFactor.wrongCode });
    const code = codeAt(secret);
    const signedIn = await secondStep(challenge, { code });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const session = secondFactorLoginResponseSchema.parse(signedIn.body).data;
    expect((await api.request('GET', '/account', { token: session.accessToken })).status).toBe(200);

    // The same code again, on a new sign-in within its 30 seconds: refused.
    const again = await passwordStep(STORE);
    const replayed = await secondStep('challengeToken' in again ? again.challengeToken : '', { code });
    expect(replayed.status).toBe(401);

    // A recovery code works once.
    const recovery = await passwordStep(STORE);
    const recoveryChallenge = 'challengeToken' in recovery ? recovery.challengeToken : '';
    const withCode = await secondStep(recoveryChallenge, { recoveryCode: recoveryCodes[0]!.toUpperCase() });
    expect(withCode.status, JSON.stringify(withCode.body)).toBe(200);
    const reused = await passwordStep(STORE);
    const reuse = await secondStep('challengeToken' in reused ? reused.challengeToken : '', {
      recoveryCode: recoveryCodes[0]!,
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ message: ja.secondFactor.wrongRecoveryCode });

    // A used challenge does not open a second session.
    expect((await secondStep(recoveryChallenge, { recoveryCode: recoveryCodes[1]! })).status).toBe(401);

    const lines = await rawRows<{ action: string; details: Record<string, unknown> | null }>(
      api.db,
      sql`select action, details from audit_lines where user_email = ${STORE} and entity in ('session', 'secondFactor') order by id`,
    );
    expect(lines.map((line) => [line.action, line.details?.method ?? null, line.details?.reason ?? null])).toEqual([
      ['login', 'password', null],
      ['update', null, null],
      ['secondFactorEnable', null, null],
      ['loginFailed', 'totp', 'wrongCode'],
      ['login', 'totp', null],
      ['loginFailed', 'totp', 'wrongCode'],
      ['login', 'recoveryCode', null],
      ['loginFailed', 'recoveryCode', 'wrongRecoveryCode'],
    ]);
    // The used challenge names nobody any more: its refusal is on the trail without a user.
    const [expired] = await rawRows<{ n: string }>(
      api.db,
      sql`select count(*)::text as n from audit_lines where action = 'loginFailed' and details ->> 'reason' = 'challengeExpired'`,
    );
    expect(Number(expired!.n)).toBe(1);
    expect(JSON.stringify(lines)).not.toContain(code);
  });

  it('counts wrong codes in the password windows: past the limit even the right code is refused', async () => {
    const token = await api.login('group@demo.example');
    await enrol(token);
    const step = await passwordStep('group@demo.example');
    const challenge = 'challengeToken' in step ? step.challengeToken : '';
    // The wrong code of the enrolment above counted too: the fifth wrong code in the window is refused.
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await secondStep(challenge, { code: '999999' })).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429]);
    const refused = await api.request('POST', '/auth/login', {
      body: { email: 'group@demo.example', password: DEMO_PASSWORD },
    });
    expect(refused.status).toBe(429);
  });

  it('makes the users of a service that requires it enrol at their next sign-in', async () => {
    const master = await api.login('master@demo.example');
    const client = await api.login('client@sample.example');
    expect((await api.request('PUT', '/services/sample/second-factor', { token: client, body: { required: true } })).status).toBe(403);
    const required = await api.request('PUT', `/services/sample/second-factor`, { token: master, body: { required: true } });
    expect(required.status, JSON.stringify(required.body)).toBe(200);

    const step = await passwordStep('client@sample.example');
    expect(step).toMatchObject({ secondFactor: 'enrol', enrolment: { secret: expect.any(String) } });
    if (!('challengeToken' in step) || !step.enrolment) throw new Error('no enrolment');
    expect((await secondStep(step.challengeToken, { code: '000000' })).status).toBe(401);
    const done = await secondStep(step.challengeToken, { code: codeAt(step.enrolment.secret) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const session = secondFactorLoginResponseSchema.parse(done.body).data;
    expect(session.recoveryCodes).toHaveLength(10);
    api.clock.advance(30_000);

    // Required: it cannot be turned off, and the next sign-in asks for the code.
    const disable = await api.request('POST', '/account/second-factor/disable', {
      token: session.accessToken,
      body: { code: codeAt(step.enrolment.secret) },
    });
    expect(disable.status).toBe(422);
    expect(await passwordStep('client@sample.example')).toMatchObject({ secondFactor: 'code' });

    // A master's reset: the next sign-in enrols again, and the reset is on the trail.
    const userId = (await rawRows<{ id: number }>(api.db, sql`select id from users where email = 'client@sample.example'`))[0]!.id;
    expect((await api.request('POST', `/users/${userId}/second-factor/reset`, { token: client })).status).toBe(403);
    const reset = await api.request('POST', `/users/${userId}/second-factor/reset`, { token: master });
    expect(reset.status).toBe(200);
    expect(await passwordStep('client@sample.example')).toMatchObject({ secondFactor: 'enrol' });
    const [line] = await rawRows<{ entity: string; entity_id: string; user_email: string }>(
      api.db,
      sql`select entity, entity_id, user_email from audit_lines where action = 'secondFactorReset'`,
    );
    expect(line).toEqual({ entity: 'user', entity_id: String(userId), user_email: 'master@demo.example' });
    await api.request('PUT', `/services/sample/second-factor`, { token: master, body: { required: false } });
  });
});
