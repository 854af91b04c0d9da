import { beforeAll, describe, expect, it } from 'vitest';
import { userAllResponseSchema, userDetailResponseSchema } from '@shared/api';
import type { User } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { DEMO_ACCOUNTS } from '../../src-server/index';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { errorMap } from './support/forms';

const PASSWORD = 'UserPass-2026';
const notChangeable = (policy: 'summaryManagement' | 'paymentHistory') =>
  fieldMessage(ja.forms.user[policy], ja.validation.notChangeable);

/**
 * Item 5 of issue 18: a user never changes their own policies, and nobody grants (or takes
 * away) a policy they do not hold. The demo analyst is a client with the summary policy only.
 */
describe.each(DATABASE_TARGETS)('client policies on $name', (target) => {
  const { api, tokens } = demoApi(target, { jobs: { worker: false } });
  let analystToken: string;
  let analyst: User;
  let client: User;

  beforeAll(async () => {
    analystToken = await api.login('analyst@demo.example');
    const users = userAllResponseSchema.parse(
      (await api.request('GET', '/users?noPaginate=1', { token: tokens.master })).body,
    ).data;
    analyst = users.find((user) => user.email === 'analyst@demo.example')!;
    client = users.find((user) => user.email === DEMO_ACCOUNTS.client)!;
  });

  const current = async (user: User) =>
    userDetailResponseSchema.parse(
      (await api.request('GET', `/users/${user.id}`, { token: tokens.master })).body,
    ).data;
  const edit = async (user: User, token: string, policies: Partial<User['policies']>) => {
    const fresh = await current(user);
    return api.request('PUT', `/users/${user.id}`, {
      token,
      body: {
        nameSei: fresh.nameSei,
        nameMei: fresh.nameMei,
        email: fresh.email,
        password: '',
        confirmPassword: '',
        subdomain: 'demo',
        ...fresh.policies,
        ...policies,
        updatedAt: fresh.updatedAt,
      },
    });
  };
  const register = (token: string, policies: User['policies'], email: string) =>
    api.request('POST', '/users/client', {
      token,
      body: {
        nameSei: '木村',
        nameMei: '拓哉',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        subdomain: 'demo',
        ...policies,
      },
    });

  it('refuses a client lifting its own restriction, and keeps the policy as it was', async () => {
    expect(analyst.policies).toEqual({ summaryManagement: true, paymentHistory: false });
    const lift = await edit(analyst, analystToken, { paymentHistory: true });
    expect(lift.status).toBe(422);
    expect(errorMap(lift.body)).toEqual({ paymentHistory: notChangeable('paymentHistory') });
    expect((await current(analyst)).policies.paymentHistory).toBe(false);
  });

  it('refuses giving up an own policy too, while the rest of the own user saves', async () => {
    const drop = await edit(analyst, analystToken, { summaryManagement: false });
    expect(errorMap(drop.body)).toEqual({ summaryManagement: notChangeable('summaryManagement') });
    const rename = await edit(analyst, analystToken, {});
    expect(rename.status).toBe(200);
  });

  it('lets a client grant only the policies it holds to a new user', async () => {
    const everything = await register(
      analystToken,
      { summaryManagement: true, paymentHistory: true },
      'all@demo.example',
    );
    expect(everything.status).toBe(422);
    expect(errorMap(everything.body)).toEqual({ paymentHistory: notChangeable('paymentHistory') });
    const held = await register(
      analystToken,
      { summaryManagement: true, paymentHistory: false },
      'held@demo.example',
    );
    expect(held.status).toBe(201);
  });

  it("lets a client neither grant nor take away another user's policy it does not hold", async () => {
    expect(client.policies.paymentHistory).toBe(true);
    const takeAway = await edit(client, analystToken, { paymentHistory: false });
    expect(errorMap(takeAway.body)).toEqual({ paymentHistory: notChangeable('paymentHistory') });
    const withdrawHeld = await edit(client, analystToken, { summaryManagement: false });
    expect(withdrawHeld.status).toBe(200);
    expect((await current(client)).policies).toEqual({ summaryManagement: false, paymentHistory: true });
  });

  it('lets master change any client user’s policies, and a client holding a policy grant it', async () => {
    expect((await edit(analyst, tokens.master, { paymentHistory: true })).status).toBe(200);
    expect((await edit(client, tokens.client, {})).status).toBe(200);
    const granted = await register(
      tokens.client,
      { summaryManagement: false, paymentHistory: true },
      'granted@demo.example',
    );
    expect(granted.status).toBe(201);
  });
});
